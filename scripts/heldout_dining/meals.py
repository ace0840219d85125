"""员工餐与工服管理规定: a plain-text rule from the operations department (a free staff meal per shift, the meal
allowance per shift where no meal is served, different for full-timers and part-timers, uniform issue, the uniform
deposit by employment type, deductions per item lost, refunds on leaving, a 加盟店 clause beside the 直营店 rule)."""

from __future__ import annotations

NAME = "员工餐与工服管理规定.txt"

TEXT = """味道坊员工餐与工服管理规定

发文：营运部　　2025年12月28日　　自2026年1月1日起执行

一、员工餐
1. 门店为当班员工提供员工餐：全职员工每个班次提供一份；小时工当班满4小时的提供一份，不满4小时的不提供。
2. 员工餐须在非高峰时段、在员工休息区用餐，不得在前厅或出品区用餐，用餐时间不超过30分钟。
3. 员工餐不用餐的，不折现、不累计。

二、餐补
1. 不设员工餐的门店（商场美食广场档口店、外卖专营店），按班次发放餐补：全职员工每个班次18元；小时工当班满4小时的每个班次12元，不满4小时的不发。
2. 餐补随当月工资发放（小时工随周工资发放）。
3. 夜宵档的夜宵餐补按《排班与工时FAQ》执行，不重复发放班次餐补。

三、工服
1. 新员工入职时领取工服两套：上衣2件、围裙2条、帽子2顶。
2. 领取工服时收取工服押金：全职员工200元，小时工100元，从首月工资中扣除。
3. 工服丢失或人为损坏的，按件扣款：上衣每件60元，围裙每条25元，帽子每顶15元；扣款先从押金中抵扣。
4. 工服每年免费更换一次；因个人原因需要额外申领的，按上述价格购买。
5. 离职时交回全部工服且完好的，押金全额退还；在职满12个月离职的，工服无需交回，押金全额退还。

四、加盟店
加盟店员工的员工餐、餐补和工服押金标准由加盟商自行制定，报区域经理备案；本规定第一至三条只适用于直营店。

五、本规定由营运部负责解释。
"""
