"""2026年双十一大促保障方案: a PPTX deck from the operations department (the peak period and its busiest days, leave
and rest days during the peak with make-up rest afterwards, a daily peak allowance table by post with extras, the
full-attendance award, temporary sorters' hourly pay, meals, doubled false-signature deductions; rules in the
speaker notes)."""

from __future__ import annotations

from datetime import datetime

NAME = "2026年双十一大促保障方案.pptx"
TITLE = "2026年双十一大促保障方案"
CREATED = datetime(2026, 10, 12, 15, 0, 0)

SLIDES: list[dict] = [
    {
        "title": "2026年双十一大促保障方案",
        "bullets": ["运营管理部", "适用：各网点、分拨中心、转运中心全体员工"],
    },
    {
        "title": "大促时间",
        "bullets": [
            "大促保障期：2026年11月8日至11月20日，共13天",
            "高峰日：11月11日至11月15日",
            "大促指挥中心11月8日启用，联系方式见联系人名单",
        ],
    },
    {
        "title": "请假与休息",
        "bullets": [
            "大促保障期内原则上暂停轮休，不批事假",
            "  确需请假的，不论天数，一律报片区经理批准（分拨中心报中心经理）",
            "被取消的休息日，在11月21日至12月10日之间补休",
            "  补休天数=大促期间被取消的休息日天数",
        ],
        "notes": "病假凭医院证明照常批准。补休逾期未休的，不折算工资。",
    },
    {
        "title": "大促补贴标准",
        "table": [
            ["岗位", "大促出勤补贴（元/天）", "另加"],
            ["快递员", "40", "派件每件另加0.15元"],
            ["分拣员", "35", "夜班补贴按1.5倍发放"],
            ["干线司机", "50", "出车补贴标准不变"],
            ["网点客服", "30", "—"],
            ["仓管员", "30", "—"],
        ],
        "notes": "大促出勤补贴按保障期内实际出勤天数计发，随12月工资发放。保障期13天全部出勤的，另发大促全勤奖500元。",
    },
    {
        "title": "临时分拣工",
        "bullets": [
            "分拨中心、转运中心可招用劳务公司派遣的临时分拣工",
            "白班时薪25元，夜班时薪28元",
            "由劳务公司结算，网点和中心不得直接支付现金",
        ],
    },
    {
        "title": "后勤保障",
        "bullets": [
            "保障期内网点和中心每天免费提供午餐；夜班另提供夜宵",
            "高峰日每人每天发放饮料和防暑或保暖用品",
            "离家较远的临时人员可申请临时宿舍，由中心行政统一安排",
        ],
    },
    {
        "title": "服务红线",
        "bullets": [
            "大促期间发生的虚假签收，按考核办法标准的2倍扣款",
            "快件积压超过24小时未派的，网点经理须当天向片区经理报告",
            "严禁暴力分拣，监控抽查比例提高到每班10%",
        ],
        "notes": "有效投诉、未按约定送货上门等其他考核项目，扣款标准与平时相同。",
    },
]
