"""关于调整司龄津贴和三星教练私教课时费的通知: a plain-text notice that amends two values, each from its own date
(the seniority allowance for 5 years and more of the allowance rule, the 三星教练 fee at A级 stores of the coach pay
deck); everything else unchanged."""

from __future__ import annotations

NAME = "关于调整司龄津贴和三星教练私教课时费的通知.txt"

TEXT = """铁锚人〔2026〕21号

关于调整司龄津贴和三星教练私教课时费的通知

各门店、总部各部门：

为稳定骨干员工队伍，经公司总经理办公会研究，决定调整以下两项标准：

一、《员工津贴补贴管理办法》表1中，“满5年及以上”的司龄津贴由每月300元调整为每月400元，自2026年7月1日起执行。

二、《教练薪酬与课时费方案（2026）》中，三星教练在A级门店的私教课时费由每节110元调整为每节120元，自2026年6月1日起执行。

其他津贴和课时费标准不变，仍按原规定执行。执行中的问题请联系人力资源部薪酬福利专员陈一鸣。

特此通知。

南京铁锚健身管理有限公司人力资源部
2026年5月18日
"""
