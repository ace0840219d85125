"""信息安全红线培训（2026）: a PPTX training deck from the information security department (data classes C1–C4,
red-line behaviours, a tier table of 警告/通报批评/辞退 by what leaked, escalation after repeated warnings, the
one-hour reporting rule in the speaker notes)."""

from __future__ import annotations

from datetime import datetime

NAME = "信息安全红线培训（2026）.pptx"
TITLE = "信息安全红线培训（2026）"
CREATED = datetime(2026, 3, 10, 15, 0, 0)

SLIDES: list[dict] = [
    {
        "title": "信息安全红线培训（2026）",
        "bullets": ["信息安全部", "全员必修 · 新员工入职30天内完成"],
    },
    {
        "title": "数据分级：C1–C4",
        "bullets": [
            "C1 公开：官网、已发布的新闻稿",
            "C2 内部：组织架构、内部wiki、会议纪要",
            "C3 机密：源代码、架构设计文档、未公开的产品计划",
            "C4 绝密：用户个人敏感信息、核心算法模型、未公开的财务数据",
            "  不确定级别的，按高一级处理",
        ],
        "notes": "文档的数据级别由文档所有者在飞书文档的“密级”字段标注；未标注的按C2内部处理。",
    },
    {
        "title": "六条红线（碰了就是违规）",
        "bullets": [
            "把源代码上传到GitHub、Gitee等公共仓库",
            "用个人网盘、个人微信/QQ传输C3及以上文件",
            "关闭或卸载终端安全软件（EDR）",
            "共享账号、VPN或把工卡借给他人",
            "未经审批导出用户数据",
            "用未经批准的AI工具处理C3及以上数据",
        ],
        "notes": "公司批准的AI工具清单见信息安全部wiki“AI工具白名单”页面。",
    },
    {
        "title": "违规怎么处理",
        "table": [
            ["违规情形", "处理", "附加后果"],
            ["泄露或外传C2内部数据", "警告", "当季绩效不高于B"],
            ["泄露或外传C3机密数据", "通报批评", "当年绩效为C，取消当年晋升和调薪资格"],
            ["泄露C4绝密数据，或造成重大损失", "辞退", "解除劳动合同，不支付经济补偿；涉嫌犯罪的移送司法机关"],
            ["违反安全操作但未造成泄露（如关闭EDR、共享VPN账号）", "首次警告", "12个月内再次发生的，通报批评"],
        ],
        "notes": "12个月内累计受到2次警告的，第2次升级为通报批评。主动上报且未造成实际损失的，可以从轻一级处理（辞退除外）。",
    },
    {
        "title": "发现泄露怎么办",
        "bullets": [
            "1小时内报告信息安全部",
            "  邮件 security@xingheng.com，或拨打安全热线 8110",
            "不要自行删除证据或联系外部人员",
            "配合信息安全部调查取证",
        ],
        "notes": "夜间和周末同样拨打8110，热线7×24小时有人值守。电脑丢失的，先拨8110远程锁机，再按IT设备标准处理赔偿。",
    },
]
