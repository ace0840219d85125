"""关于调整B类车型提成及A级门店餐补标准的通知: a notice exported as text that amends two values of the other
documents, each from its own date: the B-class commission of the 9—15 delivery tier (by delivery date) and the meal
allowance of A-grade stores; everything else unchanged."""

from __future__ import annotations

NAME = "关于调整B类车型提成及A级门店餐补标准的通知.txt"

TEXT = """恒骏人〔2026〕18号

关于调整B类车型提成及A级门店餐补标准的通知

集团各门店、各部门：

为支持B类主力车型上量，并结合A级门店所在地区的餐饮价格，经集团总经理办公会研究，现调整以下两项标准：

一、B类车型当月交车9—15台档位的单台提成，由600元/台调整为700元/台，自2026年7月1日起执行（以DMS交车确认日期为准）。
    B类其他档位及A类、C类、N类提成标准不变。

二、A级门店的餐补由每个出勤日25元调整为30元，自2026年8月1日起执行。B级、C级门店餐补标准不变。

其他未调整事项，仍按《销售顾问提成管理办法》和《门店等级与补贴标准（2026）》执行。

集团人力资源部
2026年6月20日
"""
