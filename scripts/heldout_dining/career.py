"""门店人员晋升通道: a PPTX training deck from the training department (the ladder 组员 → 训练员 → 值班经理 → 副店长
→ 店长, a table of months in post and exam pass lines per step, retake rules, post allowances; the part-timer limit,
the retake interval and skipping a step sit in the speaker notes)."""

from __future__ import annotations

from datetime import datetime

NAME = "门店人员晋升通道.pptx"
TITLE = "门店人员晋升通道"
CREATED = datetime(2026, 2, 3, 10, 0, 0)

SLIDES: list[dict] = [
    {
        "title": "门店人员晋升通道",
        "bullets": ["训练部 · 2026版", "适用于直营门店全体员工"],
    },
    {
        "title": "晋升路径",
        "bullets": [
            "组员 → 训练员 → 值班经理 → 副店长 → 店长",
            "每季度首月开放一次晋升申请",
            "由本人申请、店长推荐，训练部组织考核",
        ],
        "notes": "晋升须逐级进行，不得跨级；确有特殊贡献需要跨级晋升的，须报营运总监审批。",
    },
    {
        "title": "晋升条件与考核",
        "table": [
            ["晋升岗位", "在岗时间要求", "笔试合格线", "实操合格线", "其他条件"],
            ["训练员", "担任组员满3个月", "80", "85", "能独立操作3个工作站"],
            ["值班经理", "担任训练员满6个月", "85", "85", "带教新员工不少于5名"],
            ["副店长", "担任值班经理满9个月", "85", "90", "独立值班不少于60次"],
            ["店长", "担任副店长满12个月", "90", "90", "通过区域经理面试"],
        ],
        "notes": "笔试和实操满分均为100分，两项都达到合格线才算通过。小时工可以晋升训练员，但须转为全职员工后才能晋升值班经理。",
    },
    {
        "title": "补考规则",
        "bullets": [
            "笔试或实操不合格的，可申请补考",
            "每次晋升最多补考2次",
            "两次补考仍不合格的，须满6个月后重新申请",
        ],
        "notes": "补考与上一次考核至少间隔1个月，只补考不合格的那一项。",
    },
    {
        "title": "岗位津贴",
        "bullets": [
            "训练员：每月岗位津贴300元",
            "值班经理：每月岗位津贴800元",
            "晋升后岗位津贴自次月起发放",
        ],
        "notes": "副店长、店长实行月薪制，不另发岗位津贴。",
    },
]
