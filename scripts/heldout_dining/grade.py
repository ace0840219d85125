"""门店等级评定与店长奖金办法: a PDF from the operations department (A/B/C store grades by average monthly revenue
with the store manager's bonus percentage, monthly cap and staffing in a table, the bonus formula, the deputy's
share, deductions for food-safety failures, loss rate and complaints, new stores, and a 加盟店 exclusion)."""

from __future__ import annotations

from datetime import datetime

NAME = "门店等级评定与店长奖金办法.pdf"
TITLE = "门店等级评定与店长奖金办法"
SUBJECT = "门店A/B/C等级、店长月度奖金比例与上限、奖金扣减"
CREATED = datetime(2026, 1, 10, 11, 0, 0)

CONTENT: list[tuple] = [
    ("title", TITLE),
    ("meta", "营运部　2026年1月发布　适用于直营门店店长、副店长"),
    ("h1", "一、门店等级评定"),
    (
        "p",
        "1. 门店等级每季度评定一次，按上一季度的月均营业额（不含税）评定，评定结果自季度首月起适用。",
    ),
    (
        "table",
        "表1　门店等级与店长奖金标准",
        [
            ["门店等级", "月均营业额", "店长奖金比例", "店长月度奖金上限", "全职编制"],
            ["A类", "80万元（含）以上", "1.0%", "12000元", "18人"],
            ["B类", "50万元（含）至80万元", "0.8%", "8000元", "14人"],
            ["C类", "50万元以下", "0.6%", "5000元", "10人"],
        ],
    ),
    ("p", "2. 新开门店开业后的前3个月不参加评定，按B类门店执行。"),
    ("h1", "二、店长奖金"),
    (
        "p",
        "1. 店长月度奖金 = 当月营业额 × 店长奖金比例，超过该等级月度上限的按上限发放。",
    ),
    ("p", "2. 副店长月度奖金按本店店长当月奖金的60%发放。"),
    ("p", "3. 奖金于次月15日随工资发放。当月在岗不足15天的店长，按在岗天数折算。"),
    ("h1", "三、奖金扣减"),
    (
        "p",
        "1. 当月区域食安巡检不合格的，店长当月奖金扣减30%。\n"
        "2. 当月食材损耗率超过3%的，店长当月奖金扣减20%。\n"
        "3. 当月每发生一起经核实的有效投诉，扣减店长奖金500元。\n"
        "4. 发生食物中毒等重大食品安全事故的，店长当月奖金全部取消。\n"
        "5. 同一月份多项扣减的，先按比例扣减，再扣减定额。",
    ),
    ("h1", "四、其他"),
    ("p", "1. 加盟店不适用本办法，加盟店店长的奖金由加盟商自行制定。"),
    ("p", "2. 本办法由营运部负责解释，自2026年1月1日起施行。"),
]
