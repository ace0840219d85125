"""员工常见问题解答: an HR intranet FAQ exported to HTML with navigation, a script and a footer (probation by contract
length, crew contracts and pay day, meal card, annual check-up, team building, insurance for crews, referral awards,
badge replacement, resignation notice, housing fund rate, office overtime, laptops)."""

from __future__ import annotations

NAME = "员工常见问题解答.html"

_QA = [
    (
        "试用期是多长？",
        "劳动合同期限1年以上不满3年的，试用期2个月；3年以上的，试用期6个月。公司首次签订的劳动合同一般为3年。",
    ),
    (
        "剧组人员签的是什么合同？工资怎么发？",
        "不在职能部门任职的剧组人员签订项目制劳务合同，按日薪结算，每月10日发放上月在组天数的劳务费。"
        "签订劳动合同的员工进组拍摄的，仍按月薪发放。",
    ),
    ("工资几号发？", "职能部门员工每月10日发放上月工资，遇节假日提前到最近的工作日。"),
    (
        "有餐补吗？",
        "职能部门员工按出勤天数每天发餐补25元，充入员工饭卡，可在公司食堂和园区合作餐厅使用，不能提取现金。"
        "进组期间不发餐补，执行剧组伙食补助。",
    ),
    ("公司有体检吗？", "有。员工入职满6个月后每年安排一次年度体检，标准为每人800元，可为配偶加购，费用自理。"),
    ("团建经费怎么算？", "各部门团建经费每人每年500元，当年有效，不能跨年累计，也不能折现。"),
    (
        "进组拍摄有保险吗？",
        "有。所有进组人员由剧组统一购买团体意外险，保额100万元；参与高危作业的人员另加保高危作业意外险，保额200万元。",
    ),
    (
        "推荐朋友入职有奖励吗？",
        "有。推荐职能部门员工入职并转正的，奖励推荐人3000元；推荐剧组技术级及以上人员进组并完成一个项目的，奖励1000元。",
    ),
    ("工牌丢了怎么办？", "在员工门户提交补办申请，到行政部领取新工牌，工本费30元，从当月工资中扣除。"),
    (
        "辞职要提前多久说？",
        "试用期内提前3天通知；转正后须提前30天书面提出。剧组人员在拍摄期间离组的，须提前15天向制片主任提出，"
        "经同意并完成器材、道具和资料交接后方可离组。",
    ),
    ("公积金交多少？", "公司和员工的住房公积金缴存比例各为12%，以上年度月平均工资为缴存基数。"),
    (
        "职能部门加班有加班费吗？",
        "工作日加班原则上安排调休，调休须在6个月内休完；休息日加班不能安排调休的，按200%支付加班工资；"
        "法定节假日加班按300%支付。加班须事先在员工门户提交申请并经部门经理批准。",
    ),
    (
        "可以申请笔记本电脑吗？",
        "职能部门员工入职时配发笔记本电脑一台，使用满4年可申请更换；剪辑、调色岗位另配图形工作站，由后期制作部统一管理。",
    ),
]

_ITEMS = "\n".join(
    f'<div class="faq-item">\n<h3>问{number}：{question}</h3>\n<p>答：{answer}</p>\n</div>'
    for number, (question, answer) in enumerate(_QA, start=1)
)

HTML = f"""<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>员工常见问题解答 - 青岚影视员工门户</title>
<script>window.portal = {{page: "hr-faq", updated: "2026-04-08"}};</script>
</head>
<body>
<div class="nav"><a href="/">员工门户</a> &gt; <a href="/hr">人力资源</a> &gt; 员工常见问题解答</div>
<h1>员工常见问题解答</h1>
<p class="meta">人力资源部　最近更新：2026年4月8日　本页内容仅供参考，具体以公司正式制度为准。</p>
{_ITEMS}
<footer>© 青岚影视制作有限公司 员工门户 · 仅限内部使用</footer>
</body>
</html>
"""
