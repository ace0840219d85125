"""营运通知（2026年第4号）: a notice exported as text that amends two values: the part-time crew wage in first-tier
cities from 1 April (earlier hours keep the old rate) and the store manager's write-off authority from the notice's
date; everything else unchanged."""

from __future__ import annotations

NAME = "营运通知（2026年第4号）.txt"

TEXT = """【味道坊营运通知】2026年第4号
关于调整一线城市小时工时薪和店长报损审批权限的通知

各区域、各直营门店：

经公司营运管理会研究，现对以下两项标准进行调整：

一、一线城市（上海、北京、深圳）组员岗位的小时工时薪由 26元/小时 调整为 28元/小时，自 2026年4月1日 起执行。
    4月1日之前的工时仍按 26元/小时 计发。训练员及其他城市等级的时薪不变。

二、店长的报损审批权限由单次 1000元（含）以下 调整为单次 1500元（含）以下，自本通知发布之日起执行；
    单次 1500元以上至 5000元（含）的由区域经理审批，5000元以上的仍由营运总监审批。
    食品安全事件报损的审批规定不变。

请各区域经理于一周内组织门店店长学习。

营运部
2026年3月10日
"""
