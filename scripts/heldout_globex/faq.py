"""中国区员工常见问题: a Chinese plain-text FAQ in 问：/答： form — pay day, housing fund, annual-leave proration,
probation leave, overtime and time off in lieu, supplementary insurance, resignation notice, lost access cards, a
broken laptop and accepting gifts (the last ones pointing to the English global policies)."""

from __future__ import annotations

NAME = "中国区员工常见问题（HR与行政）.txt"

TEXT = """格洛贝克斯中国区员工常见问题（HR与行政）

说明：本问答由中国区人力资源部和行政部整理，仅供参考，以公司正式制度为准。

一、薪酬与福利

问：每个月几号发工资？
答：每月25日发放当月工资，遇周末或法定节假日提前至前一个工作日发放。各项补贴随工资一起发放。

问：公积金按多少比例缴？
答：住房公积金单位和个人各按7%缴存；公司另为员工缴纳补充公积金，比例为5%，个人不需缴纳。

问：公司有补充医疗保险吗？
答：有。公司为正式员工购买补充医疗保险，门诊和住院的自付部分按90%报销，每年门诊报销上限为8000元；员工的配偶和子女可以自费加保。

二、假期

问：今年年中入职，年假怎么算？
答：入职当年的年假按10天乘以入职之日至当年12月31日的日历天数占全年365天的比例折算，不足1天的部分不计。例如7月1日入职的，当年年假为10×184÷365≈5.04天，即5天。

问：试用期可以休年假吗？
答：可以。试用期内可以使用已经折算产生的年假，但不能预支次年的年假。

问：周末加班有加班费吗？
答：公司原则上以调休代替加班费：周末加班的，按1:1安排调休，调休应当在加班之日起3个月内休完；法定节假日加班的，按国家规定支付300%的加班工资，不安排调休。加班须事先经直属经理在系统中批准。

三、入职与离职

问：离职要提前多久提出？
答：试用期内提前3天通知，转正后须提前30天以书面形式提出。离职当天须归还笔记本电脑、门禁卡和工牌。

问：门禁卡丢了怎么办？
答：在GlobexHR提交补办申请，工本费50元从当月工资中扣除，新卡一般在2个工作日后到前台领取；补办期间可凭工牌在前台登记领取临时卡。

四、IT与合规

问：笔记本电脑坏了怎么办？
答：联系IT Service Desk报修（电话和邮箱见英文版《IT Acceptable Use and Security Incident Policy》第8部分），不要自行送到外面的维修店。

问：客户送的礼物能收吗？
答：价值不超过300元的节日礼品可以收下；超过300元的，须按全球《Gifts, Hospitality and Entertainment Standard》事先或及时报经理审批并登记，具体审批人按金额分档。现金和购物卡一律不得收受。
"""
