"""客服中心周报（第27周）: a weekly report exported as text (the week's numbers, two rule changes with dates: the
night-shift allowance of the scheduling FAQ from 1 July and the points for a forbidden phrase of the quality rule
from the report's date, and next week's focus)."""

from __future__ import annotations

NAME = "客服中心周报（第27周）.txt"

TEXT = """【悦购客服中心周报 · 2026年第27周】
统计周期：2026年6月29日–7月5日
发布：客服运营部　　发布日期：2026年7月6日

一、本周数据
- 总接待量 186,420 通，环比 +8.2%
- 在线首响达标率 98.6%，电话接通率 93.1%
- 客户满意度 95.4%，一次解决率 86.7%
- 超时工单 37 单，主要集中在工单与邮件组

二、制度调整（请各组长本周内组织学习）
1. 夜班补贴由每晚 80元 调整为每晚 100元，自 2026年7月1日 起执行（7月1日前的夜班仍按每晚 80元 计发）；
   夜班全勤奖（当月满10个夜班）200元 不变。
2. 质检“服务禁语”扣分由每次 5分 调整为每次 10分，自本周报发布之日起执行，仍不设月度上限。

三、下周重点
- 7月7日起暑期大促预热，在线一组、在线二组早班各增加 3 个坐席
- 质检组对新人（上岗未满3个月）开展话术专项抽检
- 请各组长在 7月10日 前完成 6月绩效面谈

如有疑问，请联系客服运营部。
"""
