"""关于调整差旅伙食补助费和法定节假日值班补助标准的通知: a plain-text notice (TXT) with a document number that amends
two values of the others: the meal allowance of the travel rule (from a later effective date) and the statutory-holiday
duty allowance of the leave and duty rule (from publication)."""

from __future__ import annotations

NAME = "关于调整差旅伙食补助费和法定节假日值班补助标准的通知.txt"

TEXT = """江州市城市规划设计研究院文件
江规院财〔2025〕31号

关于调整差旅伙食补助费和法定节假日值班补助标准的通知

院属各科室、各所：

根据市财政局有关文件精神，经院长办公会研究决定，现对以下两项标准进行调整：

一、《江州市城市规划设计研究院差旅费管理办法》（江规院财〔2025〕12号）第十四条规定的伙食补助费标准，由每人每天100元调整为每人每天110元，自2026年1月1日起执行。赴西藏、青海、新疆出差的伙食补助费标准仍为每人每天120元。

二、《江州市城市规划设计研究院工作人员请休假和加班值班管理规定》（江规院人〔2025〕4号）第十五条规定的法定节假日值班补助，由每人每天200元调整为每人每天260元，自本通知印发之日起执行。

其他标准不变。

特此通知。

江州市城市规划设计研究院
2025年12月10日
"""
