"""客户投诉处理与补偿权限培训: a PPTX training deck from the group's customer service centre (complaint classes,
response and closing deadlines, a compensation authority table by role with the forms each may use, handling steps,
penalties for upheld complaints, escalation rules in the speaker notes)."""

from __future__ import annotations

from datetime import datetime

NAME = "客户投诉处理与补偿权限培训.pptx"
TITLE = "客户投诉处理与补偿权限培训"
CREATED = datetime(2026, 3, 2, 16, 0, 0)

SLIDES: list[dict] = [
    {
        "title": "客户投诉处理与补偿权限培训",
        "bullets": ["集团客户服务中心", "适用：销售、售后一线岗位及各级管理人员"],
    },
    {
        "title": "投诉分三级",
        "bullets": [
            "一般投诉：服务态度、等待时间长、车辆清洁等",
            "重大投诉：车辆质量或安全问题、收费争议、客户要求退换车",
            "紧急投诉：媒体曝光、12315或厂家热线转来的投诉、3名以上客户集体投诉",
            "  级别拿不准的，按高一级处理",
        ],
        "notes": "厂家400热线转来的投诉，无论内容，一律按紧急投诉处理。",
    },
    {
        "title": "响应与结案时限",
        "bullets": [
            "一般投诉：2小时内联系客户，3个工作日内结案",
            "重大投诉：30分钟内报告门店总经理，24小时内给出处理方案，7个工作日内结案",
            "紧急投诉：立即报告门店总经理和集团客户服务中心，由集团统一对外回应",
            "所有投诉须在当天录入CRM系统",
        ],
    },
    {
        "title": "补偿权限（单次、每位客户）",
        "table": [
            ["岗位", "单次补偿上限", "可用的补偿方式"],
            ["销售顾问 / 服务顾问", "300元", "保养券、精品、洗车卡"],
            ["销售经理 / 售后经理", "1500元", "上述方式，加工时费减免"],
            ["门店总经理", "5000元", "上述方式，加现金补偿（须客户签收）"],
            ["集团客户服务中心", "5000元以上", "不限"],
        ],
        "notes": "同一客户同一事项的补偿合并计算，不得拆分成几次以绕开权限。现金补偿只能由门店总经理及以上批准。",
    },
    {
        "title": "处理五步",
        "bullets": [
            "1. 倾听并记录：不打断，不争辩",
            "2. 道歉并确认诉求",
            "3. 在权限内提出方案，超出权限的当天上报",
            "4. 客户确认后执行，补偿须客户签字",
            "5. 结案后3天内回访",
        ],
    },
    {
        "title": "考核",
        "bullets": [
            "经核实有责的投诉，每次扣责任人当月绩效分5分",
            "有责的紧急投诉，每次扣责任人500元",
            "  当月有责投诉达到2次的，取消当季评优资格",
            "未按时录入CRM的，每次扣50元",
        ],
        "notes": "客户主动撤诉或经核实无责的，不扣分。投诉结案满意度计入门店月度考核。",
    },
]
