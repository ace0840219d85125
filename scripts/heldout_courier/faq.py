"""新员工常见问题问答: a DOCX of numbered Q/A pairs kept by HR (payday, probation and probation pay, uniforms and
their deposit, dormitory fee, social insurance and housing fund, health checks, accident insurance, referral rewards
by post, mentoring allowance, induction training days, resignation notice and what to hand back)."""

from __future__ import annotations

from datetime import datetime

NAME = "新员工常见问题问答.docx"
TITLE = "新员工常见问题问答"
CREATED = datetime(2026, 3, 18, 11, 0, 0)


def _qa(number: int, question: str, answer: str) -> tuple:
    return ("p", f"Q{number}：{question}\nA：{answer}")


CONTENT: list[tuple] = [
    ("title", TITLE),
    ("p", "区域人力资源部编　2026年3月　新员工入职时发放，也可在“迅驰通”App查看"),
    ("h1", "入职与培训"),
    _qa(
        1,
        "入职培训要几天？",
        "入职培训3天：第1天学习公司制度和服务规范，第2天参加车辆安全培训和考试，第3天跟岗实习。"
        "培训结束后由网点指定一名师傅带教7天。",
    ),
    _qa(2, "带新人有补贴吗？", "有。师傅每带教1名新员工、新员工带教期满留任的，发放带教补贴200元，随次月工资发放。"),
    _qa(
        3,
        "试用期多长，工资怎么算？",
        "签订3年劳动合同的，试用期3个月；签订1年以上不满3年的，试用期2个月。"
        "试用期基本工资按转正后的80%发放，即每月1600元；计件工资和阶梯奖励不打折。",
    ),
    ("h1", "工资与福利"),
    _qa(4, "工资几号发？", "每月15日发放上月工资，遇节假日提前到节前最后一个工作日发放。工资条在“迅驰通”App查看。"),
    _qa(
        5,
        "社保和公积金什么时候开始交？",
        "入职当月起缴纳养老、医疗、失业、工伤和生育保险；住房公积金在转正次月起缴纳，公司和个人各按5%缴存。",
    ),
    _qa(6, "公司给买意外险吗？", "公司为快递员和干线司机投保团体意外伤害保险，每人保额60万元，保费由公司承担。"),
    _qa(
        7, "体检费谁出？", "入职体检先由本人垫付，转正后凭发票报销，最多报销150元。干线司机每年由公司统一安排一次体检。"
    ),
    _qa(
        8, "有宿舍吗？", "网点或中心有集体宿舍的，可申请入住，每人每月住宿费150元，从当月工资中扣除；水电费按宿舍分摊。"
    ),
    _qa(
        9,
        "工服怎么领？",
        "入职时领取夏季工服2套、冬季冲锋衣1件，交工服押金200元；工作满1年后押金随工资退还。未满1年离职的，押金不退。",
    ),
    _qa(
        10,
        "推荐朋友来上班有奖励吗？",
        "推荐的人员入职并工作满3个月的，推荐快递员、分拣员每人奖励500元，"
        "推荐干线司机每人奖励1000元，在满3个月的次月发放。网点经理推荐本网点员工的不享受。",
    ),
    ("h1", "离职"),
    _qa(
        11,
        "辞职要提前多久？",
        "试用期内提前3天告知网点经理；转正后须提前30天书面提出。"
        "离职时须交还电动三轮车、电池、充电器、头盔、工牌和宿舍钥匙，结清后一并退还押金。",
    ),
]
