"""全员邮件: an all-staff email exported as text (From/To/Subject lines, "Hi all") that amends two values of the other
documents: the weekday on-call subsidy of the on-call page (the weekend and holiday multiples follow it) and the
team-building budget of the FAQ."""

from __future__ import annotations

NAME = "全员邮件：关于调整on-call补贴及团建费标准的通知.txt"

TEXT = """发件人：HR COE <hr-coe@xingheng.com>
收件人：all@xingheng.com
日期：2026年6月18日 10:02
主题：【全员通知】关于调整 on-call 值班补贴及团建费标准的通知

Hi all，

感谢大家上半年的辛苦付出。经管理层讨论，自 2026年7月1日 起调整以下两项标准：

1. on-call 工作日值班补贴由 200元/天 上调为 250元/天。周末、法定节假日仍分别按工作日标准的 1.5倍、3倍 计算；
   secondary 按 primary 的 50%、每月 3000元 上限均不变。
2. 团建费由每人每季度 150元 上调为 每人每季度 200元，自 2026年第三季度起执行。

其他标准（包括加班打车、餐补、故障处理奖励）不变。
如有疑问请联系所在 BU 的 HRBP（见《各BU HRBP与IT支持通讯录》）。

Thanks,
HR COE
"""
