"""关于调整机上岗位夜班津贴和一类城市住宿标准的通知: a notice exported as text that amends two values, each from its
own date (the crane drivers' night-shift allowance in the workbook, the first-tier cities' staff lodging cap in the
expense rule); everything else unchanged."""

from __future__ import annotations

NAME = "关于调整机上岗位夜班津贴和一类城市住宿标准的通知.txt"

TEXT = """东屿港人〔2026〕41号

关于调整机上岗位夜班津贴和一类城市住宿标准的通知

各作业区、各部门：

经公司总经理办公会研究，对以下两项标准作出调整：

一、岸桥司机、场桥司机（机上岗位）的夜班津贴由每班60元调整为每班80元，自2026年12月1日起执行。中班津贴不变。

二、员工到一类城市出差的住宿标准由每晚500元调整为每晚550元，自2027年1月1日起执行。主管、班组长和部门经理及以上人员的住宿标准不变。

除上述调整外，《作业区等级与岗位津贴标准（2026版）》《差旅与费用报销管理办法》的其他标准不变。

特此通知。

人力资源部　财务部
2026年11月20日
"""
