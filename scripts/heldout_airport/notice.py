"""关于调整一类机场夜班补贴和除冰作业补贴标准的通知: a notice exported as text that amends two values of other
documents, each from its own date (the night-shift allowance of class-one airports, the de-icing allowance per
aircraft); everything else unchanged."""

from __future__ import annotations

NAME = "关于调整一类机场夜班补贴和除冰作业补贴标准的通知.txt"

TEXT = """华屿地服人〔2026〕21号

关于调整一类机场夜班补贴和除冰作业补贴标准的通知

各站点、总部各部门：

根据一线岗位薪酬调研结果，经公司总经理办公会研究决定，调整以下两项补贴标准：

一、一类机场（滨江国际机场）的夜班补贴由每班60元调整为每班70元，自2026年7月1日起执行。
二类、三类机场的夜班补贴和各类机场的早班补贴标准不变。

二、除冰作业补贴由每架次30元调整为每架次40元，自2026年11月1日起（2026—2027年除冰季开始）执行。
每人每班最多计发的架次数不变。

其他事项仍按《站点等级与津贴标准（2026）》和《特种车辆驾驶与岗位培训管理办法》执行。

人力资源部
2026年6月8日
"""
