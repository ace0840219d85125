"""关于调整A类网点派件单价和户外岗位高温补贴的通知: a notice exported as text that amends two values of the
workbook, each from its own date (the A-class outlets' delivery piece rate, the outdoor posts' heat allowance in July
and August); everything else unchanged."""

from __future__ import annotations

NAME = "关于调整A类网点派件单价和户外岗位高温补贴的通知.txt"

TEXT = """迅驰人〔2026〕27号

关于调整A类网点派件单价和户外岗位高温补贴的通知

各片区、各网点，各分拨中心、转运中心：

为应对A类网点派件量持续增长和夏季高温天气，经区域总经理办公会研究，决定调整以下两项标准：

一、A类网点的派件单价由每件1.20元调整为每件1.30元，自2026年8月1日起执行，以客户签收日期为准。
B类、C类网点的派件单价和各类网点的揽件提成不变。

二、户外岗位7月、8月的高温补贴由每月300元调整为每月350元，自2026年7月1日起执行。
6月、9月的高温补贴和室内岗位的高温补贴标准不变。

其余事项仍按《网点等级与补贴标准（2026）》执行。

区域人力资源部
2026年6月10日
"""
