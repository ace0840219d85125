"""关于调整国内差旅住宿上限和餐补标准的通知 / Notice on revised lodging cap and meal allowance: a bilingual plain-text
notice (Chinese, then English) that amends one value of the English travel policy and two cells of the Chinese
allowance workbook from a date, leaving the rest."""

from __future__ import annotations

NAME = "关于调整国内差旅住宿上限和餐补标准的通知 Notice on Lodging Cap and Meal Allowance.txt"

TEXT = """格洛贝克斯中国〔2025〕HR-15号

关于调整国内差旅住宿上限和餐补标准的通知
Notice on the Revised Domestic Lodging Cap and Meal Allowance

中国区全体员工：

根据近期一线城市酒店价格的变化和员工意见，经中国区管理层批准并报全球财务备案，现将以下两项标准调整如下：

一、在中国大陆一类城市（Tier 1：北京、上海、广州、深圳）出差的住宿费上限，由每晚900元调整为每晚1000元；二类、三类城市的住宿费上限不变。

二、A档、B档员工的餐补，由每工作日30元调整为每工作日35元；C档、D档、E档的餐补标准不变。

三、以上调整自2025年7月1日起执行。2025年7月1日前发生的住宿费和当月以前的餐补仍按原标准执行；《Global Travel Policy》和《中国区员工补贴标准（2025）》的其他内容不变。

To all employees of Globex China:

Following recent changes in hotel prices in first-tier cities, and with the approval of China management and notice to Global Finance, two standards are revised as follows:

1. The lodging cap for business trips to Tier 1 cities in mainland China (Beijing, Shanghai, Guangzhou, Shenzhen) is raised from RMB 900 to RMB 1,000 per night. The caps for Tier 2 and Tier 3 cities do not change.

2. The meal allowance for employees in allowance bands A and B is raised from RMB 30 to RMB 35 per working day. Bands C, D and E are unchanged.

3. These changes take effect on 1 July 2025. Lodging before 1 July 2025, and meal allowances for earlier months, follow the previous standards. All other provisions of the Global Travel Policy and of the China allowance standard remain in force.

中国区人力资源部　中国区财务部　China HR / China Finance
2025年6月10日　10 June 2025
"""
