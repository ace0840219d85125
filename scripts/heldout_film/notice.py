"""关于调整技术级超时费和高原及边远地区伙食补助的通知: a plain-text notice that amends two values, each from its own
date (the 技术级 overtime fee of the attendance rule, the high-altitude and remote meal allowance of the travel
workbook); everything else unchanged."""

from __future__ import annotations

NAME = "关于调整技术级超时费和高原及边远地区伙食补助的通知.txt"

TEXT = """青岚人〔2026〕33号

关于调整技术级超时费和高原及边远地区伙食补助的通知

公司各部门、各剧组：

经公司总裁办公会研究决定，对以下两项标准进行调整：

一、技术级剧组人员的超时费由每小时60元调整为每小时80元，自2026年9月1日起执行。部门长级、辅助级的超时费标准不变，每个拍摄日最多计4小时的规定不变。

二、到高原及边远地区出差或拍摄的伙食补助由每天130元调整为每天160元，自2026年10月1日起执行。住宿标准不变。

除上述调整外，《剧组考勤与休假管理办法（2026版）》和《拍摄地类别与差旅食宿标准（2026版）》的其他规定继续执行。

特此通知。

人力资源部　财务部
2026年8月18日
"""
