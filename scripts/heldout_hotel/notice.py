"""群公告: a chat-group announcement in plain text (no document number, "各门店注意：自下月起…") that amends two values
of the others: the night-shift allowance of the shift training deck and the dormitory deposit of the charge workbook,
with a refund of the difference."""

from __future__ import annotations

NAME = "员工群公告（2026-05-20）.txt"

TEXT = """【锦澜集团员工群·群公告】
发布人：人力资源中心 王敏
2026-05-20 16:30

各门店注意：自下月起（2026年6月1日起），以下两项调整，请各店领班传达到每位员工。

1. 夜班津贴由每个夜班40元调整为每个夜班50元，每月最多计发12个夜班不变。
2. 员工宿舍押金由每人300元调整为每人200元。6月1日前已交300元的，多交的100元随6月工资退还。

其他收费标准和加班规定不变。
有疑问找本店人事专员。收到请回复“收到”。
"""
