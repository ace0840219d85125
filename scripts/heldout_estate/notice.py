"""关于调整一类项目夜班津贴及欠费清收提成比例的通知: a notice exported as text that amends two values of the other
documents, each from its own date: the night-shift allowance of 一类 projects, and the commission rate on arrears
collected within two years (by the date the money arrives); everything else unchanged."""

from __future__ import annotations

NAME = "关于调整一类项目夜班津贴及欠费清收提成比例的通知.txt"

TEXT = """澄庭人〔2026〕23号

关于调整一类项目夜班津贴及欠费清收提成比例的通知

各区域公司、各项目部、集团各部门：

经集团总经理办公会研究，现对以下两项标准作出调整：

一、一类项目的夜班津贴由每班40元调整为每班50元，自2026年7月1日起执行。二类、三类项目夜班津贴不变。

二、欠费时间不满2年的往年欠费，清收提成比例由实收金额的5%调整为6%，自2026年8月1日起执行，以欠费款项实际到账日期为准。
    欠费满2年及以上的提成比例（8%）和每人每季度的提成上限不变。

其他事项仍按《项目等级与岗位津贴标准（2026）》和《物业费收缴提成管理办法》执行。

集团人力资源部
2026年6月18日
"""
