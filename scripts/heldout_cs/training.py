"""新人培训与上岗考核: a PPTX training deck from the training team (a ten-day schedule, a table of three exams with
full marks and pass lines, retake rules, coaching and probation conditions; the training allowance, partial retakes
and the retake score cap sit in the speaker notes)."""

from __future__ import annotations

from datetime import datetime

NAME = "新人培训与上岗考核.pptx"
TITLE = "新人培训与上岗考核"
CREATED = datetime(2026, 2, 9, 10, 30, 0)

SLIDES: list[dict] = [
    {
        "title": "新人培训与上岗考核",
        "bullets": ["客服中心培训组 · 2026版", "适用于新入职一线客服（含外包坐席）"],
    },
    {
        "title": "岗前培训安排（共10个工作日）",
        "bullets": [
            "第1–3天：公司介绍、商品与会员体系",
            "第4–6天：客服工作台操作、退款与补偿权限",
            "第7–8天：话术规范、服务禁语与情绪管理",
            "第9–10天：跟线实操（带教老师一对一）",
        ],
        "notes": "培训期间按每天150元发放培训补贴，不参与绩效考核。培训期间缺勤超过2天的，须重新参加下一期培训。",
    },
    {
        "title": "上岗考核",
        "table": [
            ["考核项目", "形式", "满分", "合格线"],
            ["笔试（政策与流程）", "闭卷60分钟", "100", "80"],
            ["系统实操", "模拟工作台操作", "100", "85"],
            ["模拟接待", "角色扮演3通", "100", "75"],
        ],
        "notes": "三项全部达到合格线才算通过上岗考核；任一项不合格的，只补考不合格的那一项。",
    },
    {
        "title": "补考规则",
        "bullets": [
            "每项最多补考2次",
            "补考在首次考核后3个工作日内安排",
            "两次补考仍不合格的：延长培训5个工作日，再参加最后一次考核",
            "最后一次考核仍不合格的，不予上岗",
        ],
        "notes": "补考通过的，该项成绩按合格线记录，不按实际分数记录。",
    },
    {
        "title": "带教与转正",
        "bullets": [
            "上岗后前3个月为带教期，每位新人配一名带教老师",
            "带教老师：入职满1年，且最近3个月绩效为A级及以上",
            "带教津贴：每带一名新人每月300元",
            "转正条件：",
            "  带教期满3个月",
            "  带教期内每月质检得分均不低于80分",
            "  带教期内月度满意度均不低于92%",
        ],
        "notes": "带教老师同时最多带2名新人。",
    },
]
