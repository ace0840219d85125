"""关于调整备班补贴和一类网点抄表员岗位津贴的通知: a notice exported as text that amends two values, each from its
own date (the standby pay of the on-call rule, the first-class service halls' meter readers' post allowance in the
workbook); everything else unchanged."""

from __future__ import annotations

NAME = "关于调整备班补贴和一类网点抄表员岗位津贴的通知.txt"

TEXT = """澄源人〔2026〕19号

关于调整备班补贴和一类网点抄表员岗位津贴的通知

公司各部门、各营业网点、调度中心、各抢修队：

经公司总经理办公会研究，决定调整以下两项标准：

一、抢修工、管网巡检员的备班补贴由每天60元调整为每天80元，自2026年9月1日起执行，按备班日期计算。
值班补贴和应急出勤补贴标准不变。

二、一类网点抄表员的岗位津贴由每月350元调整为每月400元，自2026年7月1日起执行。
二类、三类网点抄表员和其他岗位的岗位津贴不变。

《抢修值班与应急出勤管理办法》和《营业网点等级与岗位津贴标准（2026）》的其他规定继续执行。

人力资源部
2026年6月22日
"""
