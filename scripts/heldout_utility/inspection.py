"""入户安检计件与质量考核: a PPTX training deck from the household-inspection office (inspection cycles by user
type, the home-visit steps, piece rates by monthly household count charged band by band, commercial users and
not-at-home visits outside the bands, a hazard-rectification bonus with a monthly cap, quality spot checks and
deductions with a repeat within 3 months, discipline; rules in the speaker notes)."""

from __future__ import annotations

from datetime import datetime

NAME = "入户安检计件与质量考核.pptx"
TITLE = "入户安检计件与质量考核"
CREATED = datetime(2026, 4, 7, 15, 20, 0)

SLIDES: list[dict] = [
    {
        "title": "入户安检计件与质量考核",
        "bullets": ["安检所　2026年4月", "适用：各网点安检员（含试用期）　自2026年5月1日起执行"],
    },
    {
        "title": "安检周期",
        "bullets": [
            "居民燃气用户：每2年至少入户安检1次",
            "商业燃气用户（餐饮等）：每年至少安检1次",
            "  学校、医院食堂等重点用户：每半年1次",
            "安检计划由安检所按网点每月下达",
        ],
    },
    {
        "title": "入户安检六步法",
        "bullets": [
            "1. 出示工作证，说明来意",
            "2. 穿戴鞋套进门",
            "3. 检查燃气表、连接胶管、灶具和热水器排烟",
            "4. 用便携式检测仪检测接口有无泄漏",
            "5. 填写电子安检单，请用户签字确认",
            "6. 发现隐患的，当场出具《隐患整改通知书》",
        ],
        "notes": "用户拒绝入户的，请用户在安检单上签字注明“拒绝安检”；用户拒绝签字的，拍照记录后上报网点主任。",
    },
    {
        "title": "计件单价（居民用户，按月累计户数分段计算）",
        "table": [
            ["当月有效安检户数", "单价（元/户）"],
            ["第1户至第300户", "3.0"],
            ["第301户至第500户", "3.5"],
            ["第501户起", "4.0"],
        ],
        "notes": "分段计算：每一段的户数按该段单价计，再相加。例如当月安检400户，前300户按3.0元，后100户按3.5元。"
        "商业用户每户12元，单独计算，不计入上表户数。",
    },
    {
        "title": "到访不遇与隐患整改奖",
        "bullets": [
            "第一次到访不遇：不计件，须在门上张贴《到访不遇告知单》",
            "同一户到访不遇满2次且均按规定留单的：按每户1元计发，不计入分段户数",
            "发现重大隐患并督促用户整改完毕的：每户奖励20元",
            "  重大隐患：燃气管道私改、热水器装在浴室内、使用超过5年的橡胶软管等",
            "  整改奖每人每月最多400元",
        ],
    },
    {
        "title": "质量抽查与扣款",
        "bullets": [
            "安检所每月电话回访每名安检员当月安检户数的5%",
            "虚假安检（未入户即填报）：每户扣50元，并取消该户计件",
            "  3个月内再次发现虚假安检的：每户扣100元，停岗培训3天",
            "有效投诉（服务态度、索要财物等）：每次扣100元",
        ],
        "notes": "“3个月内”自第一次发现虚假安检之日起算。漏报隐患导致事故的，按事故调查结论另行处理，不适用本页扣款标准。",
    },
    {
        "title": "工作纪律",
        "bullets": [
            "每天08:30前在网点签到，领取当天工单",
            "入户安检不收取任何费用，不得推销燃气灶具、报警器等产品",
            "检测仪须在校验有效期内使用",
            "计件工资随次月工资发放，以系统审核通过的户数为准",
        ],
    },
]
