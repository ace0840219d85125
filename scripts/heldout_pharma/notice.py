"""关于调整学术会议工作餐标准和差旅伙食补助的通知: a plain-text notice (TXT) with a document number that amends
two values of the others: the first-tier city meal limit of the promotion workbook (from publication) and the
third-class region meal allowance of the travel rule (from a later effective date)."""

from __future__ import annotations

NAME = "关于调整学术会议工作餐标准和差旅伙食补助的通知.txt"

TEXT = """关于调整学术会议工作餐标准和差旅伙食补助的通知
康衡合规〔2026〕6号

各大区、各地区：

根据公司合规委员会2026年第一次会议决定，现对以下两项标准进行调整：

一、《学术推广活动费用标准（2026）》中一线城市学术会议工作餐标准由每人每次300元下调为每人每次260元，自本通知发布之日起执行。本通知发布前已审批的活动，仍按原标准执行。

二、《销售代表差旅费用管理办法》中三类地区伙食补助由每天60元上调为每天70元，自2026年5月1日起执行。

其他标准不变。执行中有问题，请联系所在大区的合规专员。

合规部　销售运营部
2026年4月8日
"""
