#!/usr/bin/env python3
"""Build the held-out "fintech" document set (bench/heldout/fintech): a second company's internal documents.

The company is 北京蓝鲸数字科技有限公司 ("蓝鲸数科", BlueWhale Digital Technology; fictional): about 800
staff in 北京 (HQ), 上海, 深圳, 成都 and Singapore. Its documents were written for a test set the team
answers blind (bench/qa_sets/fintech.jsonl): they are not tuned to knowdesk and must not be edited to
suit its answers. Sixteen files in eight formats (DOCX, PDF with a text layer, XLSX, PPTX, a Confluence
HTML export, Markdown, TXT, CSV), two in English; the reimbursement policy has a superseded 2021 version.

Deterministic (fixed metadata dates and zip timestamps), so a rebuild gives the same bytes:

    python scripts/build_heldout_fintech.py                 # writes bench/heldout/fintech
    python scripts/build_heldout_fintech.py --out /tmp/ft   # writes elsewhere

Needs python-docx, openpyxl, python-pptx, fpdf2 and the PDF font of scripts/build_sample_kb.py
(WenQuanYi Micro Hei, found the same way).
"""

from __future__ import annotations

import argparse
import csv
import io
import shutil
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from build_sample_kb import _normalize_zip, find_cjk_font

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "bench" / "heldout" / "fintech"
COMPANY = "北京蓝鲸数字科技有限公司"
COMPANY_EN = "BlueWhale Digital Technology Co., Ltd."

# Elements of DOCX and PDF documents: ("title", text) ("meta", text) ("h1", text) ("h2", text) ("p", text)
# ("bullet", text) ("table", caption, rows) -- rows[0] is the header.

# ---------------------------------------------------------------------------
# 费用报销管理办法（2024年修订）.docx -- the current version
# ---------------------------------------------------------------------------

EXPENSE_2024: list[tuple] = [
    ("title", f"{COMPANY}费用报销管理办法（2024年修订）"),
    (
        "meta",
        "文件编号：LJ-FIN-ZD-003　版本：V3.0　发布部门：财务部　发布日期：2024年6月10日　施行日期：2024年7月1日　密级：内部",
    ),
    ("h1", "目录"),
    ("p", "第一章 总则"),
    ("p", "第二章 报销时限与票据要求"),
    ("p", "第三章 审批权限"),
    ("p", "第四章 费用开支标准"),
    ("p", "第五章 报销流程"),
    ("p", "第六章 借款与付款"),
    ("p", "第七章 违规处理"),
    ("p", "第八章 附则"),
    ("p", "附件1 费用报销单；附件2 修订记录"),
    ("h1", "第一章 总则"),
    (
        "p",
        f"第一条 为规范{COMPANY}（以下简称“公司”）各项费用的报销管理，控制经营成本，提高报销效率，"
        "根据国家有关财务制度，结合公司实际，制定本办法。",
    ),
    (
        "p",
        "第二条 本办法适用于公司北京、上海、深圳、成都各办公室的全体员工，包括试用期员工和实习生。新加坡办公室"
        "（BlueWhale Digital Pte. Ltd.）的费用报销按当地《Singapore Expense Guideline》执行，不适用本办法。",
    ),
    (
        "p",
        "第三条 费用报销遵循“真实、合理、及时、先审批后支出”的原则。所有报销一律通过公司费控系统“鲸算”线上提交，"
        "纸质单据仅作为附件原件留存。",
    ),
    ("h1", "第二章 报销时限与票据要求"),
    (
        "p",
        "第四条 员工应在费用发生之日起60日内提交报销申请。超过60日但未超过180日的，须附部门负责人签字的书面说明；"
        "超过180日的，不予报销。跨年度费用应在次年1月15日前提交。",
    ),
    (
        "p",
        f"第五条 报销须取得合法有效的发票，发票抬头为“{COMPANY}”，纳税人识别号为91110105MA01LJ8K2X。"
        "优先取得增值税电子发票；电子发票须上传PDF或OFD原文件，不接受截图或照片。",
    ),
    (
        "p",
        "第六条 发票遗失的，可凭开票方盖章的发票记账联复印件，附《发票遗失说明》报销。每人每个自然年度以发票遗失"
        "方式报销不超过2次。",
    ),
    (
        "p",
        "第七条 以下费用可无票报销，但须上传支付凭证或行程记录：（一）单笔金额在200元以内的市内交通费；"
        "（二）出差期间的餐补（按差旅标准定额发放，无需发票）。",
    ),
    ("h1", "第三章 审批权限"),
    (
        "p",
        "第八条 报销单提交后，由系统按单笔报销金额自动匹配审批流程，审批人依次审批后交财务共享中心审核。"
        "审批权限如下表：",
    ),
    (
        "table",
        "表1 报销审批权限表",
        [
            ["单笔报销金额", "审批流程", "财务审核"],
            ["2,000元（含）以下", "部门负责人", "财务共享中心"],
            ["2,000元以上至20,000元（含）", "部门负责人 → 财务经理", "财务共享中心"],
            ["20,000元以上", "部门负责人 → 财务经理 → 首席财务官（CFO）", "财务共享中心"],
        ],
    ),
    (
        "p",
        "第九条 部门负责人本人的报销，由其直接上级代为履行部门负责人审批；首席财务官本人的报销由首席执行官（CEO）审批。",
    ),
    (
        "p",
        "第十条 同一事项的费用不得拆分为多张报销单规避审批权限。经财务共享中心发现拆单的，合并后按合计金额重新审批。",
    ),
    ("h1", "第四章 费用开支标准"),
    (
        "p",
        "第十一条 差旅费：住宿、出差餐补、交通工具标准按《出差住宿餐补及交通标准》执行。出差须事先在OA提交出差申请"
        "并获批准，未经批准的出差费用不予报销。",
    ),
    (
        "p",
        "第十二条 业务招待费：招待一般客户人均不超过300元；招待重要客户经分管副总裁事前批准，人均不超过600元。"
        "公司陪同人员原则上不超过客户人数。单次招待预计金额超过5,000元的，须事前在“鲸算”提交招待申请。",
    ),
    ("p", "第十三条 团队建设费：每人每季度200元，由部门统筹使用，当季度未使用的额度不结转至下季度。"),
    ("p", "第十四条 通讯费：按职级定额报销，标准如下表，须提供本人名下手机号码的话费发票。"),
    (
        "table",
        "表2 通讯费报销标准",
        [
            ["职级", "每月报销上限"],
            ["M3及以上", "300元"],
            ["M1–M2", "200元"],
            ["P7及以上（未担任管理岗位）", "150元"],
            ["其他员工", "不予报销"],
        ],
    ),
    (
        "p",
        "第十五条 加班餐费与交通费：工作日加班至21:00以后的，可报销当日晚餐费，每人每次不超过30元；加班至22:00"
        "以后的，可报销从公司回家的出租车或网约车费用，须在系统中提交加班记录和行程单。周末及节假日加班的，午餐、"
        "晚餐各不超过30元。",
    ),
    ("p", "第十六条 培训费：外部培训、考证费用按《培训管理办法》执行，不在本办法中规定。"),
    (
        "p",
        "第十七条 礼品费：因业务需要向客户赠送礼品的，单件价值不超过500元，须事前经部门负责人批准；严禁赠送现金、"
        "购物卡等现金等价物。",
    ),
    ("h1", "第五章 报销流程"),
    ("p", "第十八条 报销按以下步骤办理："),
    ("p", "（一）登录“鲸算”，选择费用类型，填写事由、金额和费用发生日期；"),
    ("p", "（二）上传电子发票原文件和支付凭证；差旅费还须关联已批准的出差申请；"),
    ("p", "（三）提交后按第八条的审批权限逐级审批；"),
    ("p", "（四）财务共享中心在收到单据后3个工作日内完成审核，不合规的退回修改；"),
    ("p", "（五）审核通过后按第二十二条付款。"),
    (
        "p",
        "第十九条 纸质票据（如定额发票、火车票报销凭证）须在线上提交后5个工作日内粘贴在报销单打印件上，投递至所在"
        "办公室的财务收单箱。",
    ),
    (
        "p",
        "第二十条 常见退单原因：发票抬头或税号错误；电子发票上传截图；费用超标准且未附审批；差旅费未关联出差申请。",
    ),
    ("h1", "第六章 借款与付款"),
    (
        "p",
        "第二十一条 预计出差费用超过5,000元的，员工可在出差前申请备用金借款。借款应在出差结束后30日内报销冲账；"
        "前一笔借款未冲销完毕的，不得再次借款。",
    ),
    (
        "p",
        "第二十二条 报销单经财务共享中心审核通过后，财务部于每周二、周四统一付款，报销款打入员工工资卡。单据被退回"
        "修改的，以重新审核通过的日期为准。",
    ),
    ("h1", "第七章 违规处理"),
    (
        "p",
        "第二十三条 虚报、冒领、伪造或变造票据报销的，公司追回全部款项，并视情节给予警告、降级直至解除劳动合同的处理；"
        "涉嫌违法的，移交司法机关。",
    ),
    ("h1", "第八章 附则"),
    (
        "p",
        "第二十四条 本办法由财务部负责解释。员工对报销有疑问的，可联系财务共享中心（分机6200，邮箱 fssc@lanjing.example）。",
    ),
    (
        "p",
        "第二十五条 本办法自2024年7月1日起施行，原《费用报销管理办法（2021年版）》同时废止。2024年7月1日之前发生、"
        "尚未报销的费用，按本办法执行审批流程。",
    ),
    ("h1", "附件1 费用报销单"),
    (
        "table",
        "附件1 费用报销单（鲸算系统打印样式）",
        [
            ["项目", "填写内容"],
            ["报销人 / 工号", ""],
            ["所属部门 / 成本中心", ""],
            ["费用类型", "差旅费 / 业务招待费 / 团队建设费 / 通讯费 / 加班餐费 / 其他"],
            ["费用发生日期", ""],
            ["报销金额（元）", ""],
            ["发票张数", ""],
            ["事由说明", ""],
            ["审批签字", "部门负责人：　　财务经理：　　CFO："],
        ],
    ),
    ("h1", "附件2 修订记录"),
    (
        "table",
        "附件2 修订记录",
        [
            ["版本", "施行日期", "修订内容"],
            ["V1.0", "2019年3月1日", "首次发布（原名《费用报销规定》）"],
            ["V2.0", "2021年1月1日", "上线“鲸算”费控系统，报销审批改为线上流转"],
            [
                "V3.0",
                "2024年7月1日",
                "部门负责人审批上限由5,000元下调为2,000元，CFO审批起点由50,000元下调为20,000元；报销时限由90日"
                "缩短为60日；招待费人均标准由250元上调为300元；团队建设费由每人每季度150元上调为200元；新增通讯费标准",
            ],
        ],
    ),
]

# ---------------------------------------------------------------------------
# 费用报销管理办法（2021年版）.pdf -- superseded on 2024-07-01
# ---------------------------------------------------------------------------

EXPENSE_2021: list[tuple] = [
    ("title", f"{COMPANY}费用报销管理办法（2021年版）"),
    ("meta", "文件编号：LJ-FIN-ZD-003　版本：V2.0　发布部门：财务部　施行日期：2021年1月1日"),
    ("h1", "第一章 总则"),
    ("p", "第一条 为规范公司费用报销管理，控制经营成本，制定本办法。"),
    ("p", "第二条 本办法适用于公司北京、上海、深圳办公室的全体员工，包括试用期员工和实习生。"),
    ("p", "第三条 自本办法施行之日起，所有报销通过费控系统“鲸算”线上提交并流转审批。"),
    ("h1", "第二章 报销时限与票据"),
    ("p", "第四条 员工应在费用发生之日起90日内提交报销申请，逾期不予报销。"),
    ("p", f"第五条 报销须取得合法有效的发票，发票抬头为“{COMPANY}”。"),
    ("h1", "第三章 审批权限"),
    ("p", "第六条 报销审批按单笔报销金额分级，审批人依次审批后交财务部审核："),
    (
        "table",
        "表1 报销审批权限表",
        [70, 100],
        [
            ["单笔报销金额", "审批流程"],
            ["5,000元（含）以下", "部门负责人"],
            ["5,000元以上至50,000元（含）", "部门负责人 → 财务经理"],
            ["50,000元以上", "部门负责人 → 财务经理 → 首席财务官（CFO）"],
        ],
    ),
    ("h1", "第四章 费用开支标准"),
    ("p", "第七条 差旅费按公司差旅标准执行。"),
    (
        "p",
        "第八条 业务招待费：招待一般客户人均不超过250元；招待重要客户经分管副总裁事前批准，人均不超过500元。",
    ),
    ("p", "第九条 团队建设费：每人每季度150元，由部门统筹使用。"),
    (
        "p",
        "第十条 工作日加班至21:00以后的，可报销当日晚餐费，每人每次不超过25元；加班至22:00以后的，可报销回家的"
        "出租车费用。",
    ),
    ("h1", "第五章 付款"),
    ("p", "第十一条 报销单审核通过后，财务部于每周三统一付款，报销款打入员工工资卡。"),
    ("h1", "第六章 附则"),
    ("p", "第十二条 虚报、冒领、伪造票据报销的，公司追回款项并视情节给予处分。"),
    ("p", "第十三条 本办法由财务部负责解释，自2021年1月1日起施行。原《费用报销规定》（2019年3月1日施行）同时废止。"),
]

# ---------------------------------------------------------------------------
# Information Security Acceptable Use Policy.pdf (English)
# ---------------------------------------------------------------------------

AUP_EN: list[tuple] = [
    ("title", "Information Security Acceptable Use Policy"),
    (
        "meta",
        "Document ID: LJ-SEC-POL-002 | Version 2.1 | Owner: Chief Information Security Officer (CISO) | "
        "Effective: 1 April 2024 | Classification: Internal",
    ),
    ("h1", "1. Purpose"),
    (
        "p",
        "This policy sets out the acceptable use of the information systems, devices, accounts and data of "
        f'{COMPANY_EN} ("BlueWhale" or "the company"). As a licensed payment and lending technology provider, '
        "the company must protect customer financial information and meet regulatory requirements.",
    ),
    ("h1", "2. Scope"),
    (
        "p",
        "This policy applies to all employees, interns, contractors and outsourced staff of BlueWhale and its "
        "subsidiaries in all offices, including BlueWhale Digital Pte. Ltd. in Singapore, whenever they use company "
        "information systems or handle company data, whether in the office or remotely.",
    ),
    ("h1", "3. General Use"),
    (
        "p",
        "3.1 Company devices and accounts are provided for business purposes. Limited personal use (for example, "
        "reading the news during a break) is acceptable if it does not interfere with work, consume significant "
        "resources or break any other rule of this policy.",
    ),
    (
        "p",
        "3.2 Never share your account, password or MFA device (the WhaleShield app) with anyone, including IT "
        "staff. You are accountable for all activity under your account.",
    ),
    (
        "p",
        "3.3 Lock your screen whenever you leave your device. Company devices lock automatically after 5 minutes "
        "of inactivity.",
    ),
    ("h1", "4. Prohibited Activities"),
    ("p", "The following are prohibited on company devices, networks and accounts:"),
    ("bullet", "installing or running unapproved software, including cracked software, torrent or other P2P clients;"),
    ("bullet", "cryptocurrency mining of any kind;"),
    ("bullet", "disabling or bypassing endpoint security such as EDR, disk encryption or the DLP agent;"),
    (
        "bullet",
        "forwarding company email to personal mailboxes, or storing company data in personal cloud storage "
        "(personal Baidu Netdisk, Google Drive, Dropbox and similar);",
    ),
    ("bullet", "connecting personal devices to the LJ-Staff network;"),
    ("bullet", "scanning or testing internal systems without written approval from the Security team."),
    ("h1", "5. Data Handling"),
    (
        "p",
        "5.1 Handle data according to its classification level: L1 Public, L2 Internal, L3 Sensitive and "
        "L4 Confidential, as defined in the 数据分类分级管理办法 (Data Classification Policy).",
    ),
    (
        "p",
        "5.2 L3 Sensitive and L4 Confidential data may only be shared outside the company through WhaleDrive "
        "encrypted links with an expiry of no more than 7 days, after the approvals that policy requires.",
    ),
    ("p", "5.3 L4 Confidential data must never be copied to removable media or personal devices."),
    ("h1", "6. Generative AI Tools"),
    (
        "p",
        "6.1 Do not enter L3 Sensitive or L4 Confidential data, customer personal information or source code into "
        "public generative AI services such as public chatbots or online translation tools.",
    ),
    (
        "p",
        "6.2 The approved internal assistant is WhaleGPT (gpt.lanjing.example). It may be used with data up to and "
        "including L3 Sensitive. L4 Confidential data must not be entered into any AI tool.",
    ),
    ("h1", "7. Removable Media"),
    (
        "p",
        "USB storage devices are blocked by default. If you need one for business, raise an IT ticket; the Security "
        "team decides, and an approved exception is valid for 30 days.",
    ),
    ("h1", "8. Travel"),
    (
        "p",
        "Employees travelling outside their country of employment must not carry devices holding L4 Confidential "
        "data unless approved in advance by the CISO. Loaner travel laptops are available from the IT Service Desk "
        "with 3 working days' notice.",
    ),
    ("h1", "9. Reporting Security Incidents"),
    (
        "p",
        "Report suspected phishing, malware, lost or stolen devices and data leaks immediately, and no later than "
        "1 hour after discovery, to the Security team: security@lanjing.example, extension 6110, or the 24/7 IT "
        "hotline +86 10 6588 6666. Forward suspected phishing emails as attachments to phishing@lanjing.example; "
        "do not click links or reply.",
    ),
    ("h1", "10. Monitoring"),
    (
        "p",
        "The company may monitor the use of its systems, networks and devices for security and compliance purposes, "
        "in accordance with applicable law. Users should have no expectation of privacy on company systems.",
    ),
    ("h1", "11. Violations"),
    (
        "p",
        "Violations of this policy may lead to disciplinary action up to and including termination of employment "
        "or contract, and may be reported to the authorities where the law requires.",
    ),
    ("h1", "12. Training and Acknowledgement"),
    (
        "p",
        "All staff must complete the annual security awareness training and acknowledge this policy by 31 March "
        "each year. New hires must do so within 14 days of joining.",
    ),
    ("h1", "Revision History"),
    (
        "table",
        "Table 1 Revision history",
        [22, 34, 114],
        [
            ["Version", "Effective", "Change"],
            ["1.0", "10 January 2022", "Initial release"],
            ["2.0", "1 March 2023", "Added section 7, Removable Media"],
            ["2.1", "1 April 2024", "Added section 6, Generative AI Tools"],
        ],
    ),
]

# ---------------------------------------------------------------------------
# 考勤与假期管理制度.pdf
# ---------------------------------------------------------------------------

LEAVE_PDF: list[tuple] = [
    ("title", "考勤与假期管理制度"),
    ("meta", "文件编号：LJ-HR-ZD-005　版本：V2.0　发布部门：人力资源部　施行日期：2024年1月1日"),
    ("h1", "第一章 总则"),
    ("p", "第一条 为规范公司考勤与假期管理，保障员工休息休假权利，根据国家有关法律法规，结合公司实际，制定本制度。"),
    (
        "p",
        "第二条 本制度适用于与公司签订劳动合同的北京、上海、深圳、成都办公室员工。新加坡办公室员工适用当地"
        "《Employee Handbook (Singapore)》。",
    ),
    ("h1", "第二章 工作时间与考勤"),
    (
        "p",
        "第三条 公司实行弹性工作制，每日标准工作时间8小时，另含午休1小时。员工可在8:30至10:00之间到岗，到岗后"
        "在公司满9小时（含午休）即可下班。10:00至16:00为核心工作时间，员工应当在岗。",
    ),
    ("p", "第四条 员工每日上下班须在“鲸办”App定位打卡。外勤、出差须提前提交外勤或出差申请。"),
    (
        "p",
        "第五条 10:00以后、10:30以前到岗的，记迟到一次；10:30以后到岗且未请假的，记旷工半天。每月迟到累计3次"
        "以内不扣款，自第4次起每次扣款50元。",
    ),
    ("p", "第六条 因忘记打卡等原因需补卡的，应在3个工作日内在“鲸办”提交补卡申请，每月补卡不超过3次。"),
    (
        "p",
        "第七条 加班须事先在“鲸办”提交加班申请并经直属上级批准。休息日加班可安排调休，调休按1:1折算（加班1小时"
        "调休1小时），须在加班之日起6个月内使用，逾期作废，不折算为加班费。法定节假日加班的，按本人日工资的300%"
        "支付加班工资，不安排调休。工作日延时加班不计调休。",
    ),
    ("h1", "第三章 假期"),
    ("p", "第八条 年休假天数按员工在本公司连续工作的年限（司龄）确定，入职未满3个月的不享受年休假，具体如下表："),
    (
        "table",
        "表1 年休假天数",
        [80, 90],
        [
            ["司龄", "年休假天数"],
            ["满3个月不满1年", "5天（按当年剩余日历天数折算）"],
            ["满1年不满3年", "7天"],
            ["满3年不满5年", "10天"],
            ["满5年不满10年", "12天"],
            ["满10年及以上", "15天"],
        ],
    ),
    (
        "p",
        "第九条 年休假以半天为最小单位。入职当年的年休假按入职满3个月之日至当年年底的日历天数折算，折算后不足半天"
        "的部分不享受。当年未休完的年休假可延至次年3月31日前使用，逾期作废，不予折现。",
    ),
    (
        "p",
        "第十条 员工每年享有5天全薪病假；超过5天的病假，按本人基本工资的80%发放病假工资，且不低于当地最低工资"
        "标准的80%。连续病假2天以上的，须提供二级及以上医院的诊断证明。",
    ),
    ("p", "第十一条 事假为无薪假，每年累计不超过15天，须提前1个工作日申请（突发情况除外）。"),
    (
        "p",
        "第十二条 依法办理结婚登记的员工享有婚假10天（含法定婚假3天），须在结婚登记之日起1年内一次性休完，"
        "遇法定节假日顺延。",
    ),
    (
        "p",
        "第十三条 女员工产假按国家及员工社保缴纳地的规定执行。男员工陪产假为15天，须在配偶生产之日起3个月内休完；"
        "社保缴纳地规定的陪产假多于15天的，按当地规定执行。",
    ),
    ("p", "第十四条 怀孕女员工在工作时间内进行产前检查的，所需时间计入劳动时间，须提供检查记录，不扣工资。"),
    ("p", "第十五条 哺乳未满1周岁婴儿的女员工，每天享有1小时哺乳时间，可分两次使用或合并使用。"),
    (
        "p",
        "第十六条 育儿假：成都办公室员工（社保在四川省缴纳）子女未满3周岁的，夫妻双方每年各享有育儿假10天。"
        "北京、上海、深圳办公室员工暂不适用，待当地实施细则明确后另行通知。",
    ),
    (
        "p",
        "第十七条 员工的父母、配偶、子女去世的，给予丧假3天；祖父母、外祖父母、兄弟姐妹、配偶父母去世的，给予丧假"
        "1天。需到外地料理丧事的，可另给路程假，最长不超过2天。",
    ),
    ("p", "第十八条 调休假以小时为单位申请，最小单位为1小时，调休的取得与有效期见第七条。"),
    ("p", "第十九条 各类假期的薪资待遇和需提交的证明材料如下表："),
    (
        "table",
        "表2 假期待遇与证明材料",
        [30, 55, 85],
        [
            ["假别", "薪资待遇", "证明材料"],
            ["年休假", "带薪", "无需"],
            ["病假", "每年前5天全薪，之后按第十条", "连续2天以上须提供诊断证明"],
            ["事假", "无薪", "无需"],
            ["婚假", "带薪", "结婚证"],
            ["陪产假", "带薪", "子女出生医学证明"],
            ["育儿假", "带薪", "子女出生医学证明（仅成都办公室）"],
            ["丧假", "带薪", "亲属关系证明及死亡证明"],
        ],
    ),
    ("h1", "第四章 请假审批"),
    (
        "p",
        "第二十条 员工请假须提前在“鲸办”提交申请。年休假须提前3个工作日申请；一次连续休年休假5天及以上的，"
        "须提前2周申请。",
    ),
    ("p", "第二十一条 请假审批权限按单次请假天数确定，如下表："),
    (
        "table",
        "表3 请假审批权限",
        [60, 110],
        [
            ["单次请假天数", "审批人"],
            ["1天（含）以内", "直属上级"],
            ["1天以上至3天（含）", "直属上级 → 部门负责人"],
            ["3天以上至10天（含）", "直属上级 → 部门负责人 → HRBP"],
            ["10天以上", "直属上级 → 部门负责人 → HRBP → 分管副总裁"],
        ],
    ),
    (
        "p",
        "第二十二条 员工出差期间凭已批准的出差申请视同正常出勤，无需打卡。出差期间遇休息日不计加班；确因工作需要"
        "在休息日工作的，经审批可按第七条安排调休。",
    ),
    (
        "p",
        "第二十三条 未经批准擅自离岗或假期届满未返岗的，按旷工处理；连续旷工3天或一年内累计旷工5天的，属严重违反"
        "规章制度，公司可解除劳动合同。",
    ),
    ("h1", "第五章 附则"),
    ("p", "第二十四条 本制度由人力资源部负责解释。"),
    ("p", "第二十五条 本制度自2024年1月1日起施行。"),
]

# ---------------------------------------------------------------------------
# 采购管理办法.docx
# ---------------------------------------------------------------------------

PURCHASE: list[tuple] = [
    ("title", "采购管理办法"),
    ("meta", "文件编号：LJ-PUR-ZD-001　版本：V1.2　发布部门：采购部　施行日期：2023年9月1日"),
    ("h1", "第一章 总则"),
    ("p", "第一条 为规范公司采购行为，降低采购成本，防范廉洁风险，制定本办法。"),
    (
        "p",
        "第二条 本办法适用于公司各部门对外采购的货物、服务和工程，包括软件订阅、云资源和外包服务。员工差旅、"
        "业务招待等个人垫付的费用不属于本办法范围，按《费用报销管理办法》执行。",
    ),
    (
        "p",
        "第三条 采购部负责寻源、比价、谈判和供应商管理；需求部门负责提出需求并参与验收；财务部负责预算控制和付款；"
        "法务部负责合同审核。",
    ),
    ("h1", "第二章 采购方式与审批"),
    ("p", "第四条 采购方式和审批权限按单次采购的含税总金额确定，如下表："),
    (
        "table",
        "表1 采购方式与审批权限",
        [
            ["单次采购金额（含税）", "采购方式", "审批人"],
            ["5,000元以下", "直接采购，可仅取得一家报价", "部门负责人"],
            ["5,000元（含）至100,000元", "询价比价，不少于3家供应商报价", "部门负责人 → 采购经理"],
            ["100,000元（含）至500,000元", "竞争性谈判或邀请招标", "部门负责人 → 采购经理 → CFO"],
            ["500,000元（含）以上", "公开招标", "部门负责人 → 采购经理 → CFO → 采购委员会（CEO任主任）"],
        ],
    ),
    (
        "p",
        "第五条 预算外采购须先由财务部确认预算调整，再按第四条审批；预算外采购金额超过5万元的，另须经CFO审批。",
    ),
    (
        "p",
        "第六条 仅有一家供应商能够满足需求的，需求部门应提交《单一来源采购说明》，经采购经理审核后报采购委员会备案。",
    ),
    ("p", "第七条 禁止拆分采购。同一项目在12个月内向同一供应商的同类采购，合并计算金额确定采购方式和审批人。"),
    ("h1", "第三章 采购流程"),
    ("p", "第八条 采购按以下流程进行："),
    ("p", "（一）提交申请：需求部门在OA“采购申请”流程中填写需求说明、预算编号、预计金额和期望到货日期；"),
    ("p", "（二）审批：按第四条逐级审批；"),
    ("p", "（三）寻源比价：采购部在审批通过后5个工作日内完成询价或发起招标，形成《比价记录表》；"),
    (
        "p",
        "（四）签订合同：合同金额在10万元（含）以上的，须经法务部审核后方可签署；10万元以下的使用公司标准合同模板；",
    ),
    ("p", "（五）验收：货物到货或服务完成后，需求部门应在7个工作日内组织验收，并在OA中提交《验收单》；"),
    ("p", "（六）付款：财务部凭合同、发票和验收单付款，除合同另有约定外，付款账期为验收合格后30日。"),
    ("p", "第九条 合同约定预付款的，预付比例原则上不超过合同金额的30%；超过30%的，须另经CFO审批。"),
    (
        "p",
        "第十条 因系统故障、监管要求等紧急情况，单次金额不超过2万元的，可经部门负责人通过即时消息同意后先行采购，"
        "并在5个工作日内补办OA采购流程。",
    ),
    (
        "p",
        "第十一条 电脑、显示器、服务器等IT设备和软件许可由IT部统一提出采购需求；办公用品由行政部每月集中采购一次，"
        "各部门应在每月5日前在OA提交办公用品申领单。",
    ),
    ("h1", "第四章 供应商管理"),
    (
        "p",
        "第十二条 供应商准入条件：依法成立并持续经营满1年；提供营业执照及近一年的财务报表或完税证明；需要处理"
        "公司数据的，还须签署《数据保护协议》并通过信息安全部评估。",
    ),
    (
        "p",
        "第十三条 员工本人或其近亲属持股、任职的供应商参与采购的，员工须在采购申请中如实申报，并回避该采购的评审"
        "和验收。",
    ),
    (
        "p",
        "第十四条 采购部每年12月从质量、交付、价格、服务四个方面对供应商进行年度评估，得分低于60分的列入暂停"
        "合作名单，期限1年。",
    ),
    ("h1", "第五章 附则"),
    ("p", "第十五条 本办法由采购部负责解释，联系方式：采购部分机6400，邮箱 purchase@lanjing.example。"),
    ("p", "第十六条 本办法自2023年9月1日起施行。"),
]

# ---------------------------------------------------------------------------
# 数据分类分级管理办法.docx
# ---------------------------------------------------------------------------

DATA_CLASS: list[tuple] = [
    ("title", "数据分类分级管理办法"),
    ("meta", "文件编号：LJ-SEC-ZD-003　版本：V1.1　发布部门：信息安全部　施行日期：2024年2月1日"),
    ("h1", "第一章 总则"),
    (
        "p",
        "第一条 为加强公司数据安全管理，保护客户个人金融信息，依据《数据安全法》《个人信息保护法》等法律法规及"
        "金融行业监管要求，制定本办法。",
    ),
    (
        "p",
        "第二条 本办法适用于公司全体员工及外包人员在业务过程中收集、存储、使用、加工、传输、提供的各类数据，"
        "包括电子数据和纸质文件。",
    ),
    (
        "p",
        "第三条 信息安全部是数据安全的归口管理部门；各部门负责人是本部门数据安全的第一责任人；首席信息安全官"
        "（CISO）负责审批数据对外提供等重大事项。",
    ),
    ("h1", "第二章 数据分级"),
    ("p", "第四条 公司数据按照泄露后的影响程度从低到高分为四级，定义和管控要求如下表："),
    (
        "table",
        "表1 数据分级与管控要求",
        [
            ["级别", "名称", "定义与示例", "管控要求"],
            ["L1", "公开", "已对外公开发布的信息，如官网新闻、公开的产品介绍", "对外发布前须经市场部审核"],
            [
                "L2",
                "内部",
                "仅限公司内部使用的信息，如规章制度、组织架构、内部通讯录",
                "不得对外发送；确需对外提供的须经部门负责人批准",
            ],
            [
                "L3",
                "敏感",
                "泄露后会对公司或客户造成损害的信息，如客户联系方式、合同、未公开的财务数据、员工薪酬",
                "加密存储；外发须经部门负责人和信息安全部审批，并使用鲸盘加密链接",
            ],
            [
                "L4",
                "机密",
                "泄露后会造成严重损害的信息，如客户身份证号、银行卡号、征信报告、交易明细、源代码、密钥",
                "最小授权访问；禁止下载到个人设备和移动存储；原则上禁止对外提供，确需提供的须经CISO和法务部审批",
            ],
        ],
    ),
    ("p", "第五条 无法确定级别的数据按就高原则定级；多个数据汇聚后的级别不低于其中最高级别的数据。"),
    ("p", "第六条 L2及以上级别的文档须在页眉或文件名中标注级别，如“【L3-敏感】”。"),
    ("h1", "第三章 数据使用与脱敏"),
    ("p", "第七条 开发、测试环境禁止使用未经脱敏的生产数据。"),
    ("p", "第八条 展示、导出和测试使用的数据，应按下表规则脱敏："),
    (
        "table",
        "表2 常用字段脱敏规则",
        [
            ["字段", "脱敏方式", "示例"],
            ["手机号", "隐藏中间4位", "138****5678"],
            ["身份证号", "保留前3位和后4位", "110***********1234"],
            ["银行卡号", "仅保留后4位", "************6789"],
            ["姓名", "仅保留姓氏", "张**"],
        ],
    ),
    (
        "p",
        "第九条 从生产系统导出L3数据须经部门负责人审批；导出L4数据须经部门负责人和信息安全部审批。导出记录保存3年。",
    ),
    ("p", "第十条 客户身份资料和交易记录在业务关系结束后至少保存5年；员工个人档案在员工离职后保存2年。"),
    ("h1", "第四章 保密义务与事件处置"),
    ("p", "第十一条 员工入职时须签署《保密协议》，保密义务在劳动合同解除或终止后继续有效，直至相关信息依法公开为止。"),
    (
        "p",
        "第十二条 发现数据泄露或疑似泄露的，应在1小时内报告信息安全部（分机6110，邮箱 security@lanjing.example），"
        "不得自行删除证据或私下处理。",
    ),
    (
        "p",
        "第十三条 违反本办法的，视情节给予通报批评、降级直至解除劳动合同的处理；给公司造成损失的，依法追偿。",
    ),
    ("h1", "第五章 附则"),
    ("p", "第十四条 本办法由信息安全部负责解释，自2024年2月1日起施行。"),
]

# ---------------------------------------------------------------------------
# 员工行为准则与廉洁从业规定.docx
# ---------------------------------------------------------------------------

CONDUCT: list[tuple] = [
    ("title", "员工行为准则与廉洁从业规定"),
    ("meta", "文件编号：LJ-CMP-ZD-002　版本：V1.0　发布部门：合规部　施行日期：2023年4月1日"),
    ("h1", "第一章 总则"),
    ("p", "第一条 为营造诚信、廉洁的经营环境，防范员工履职中的利益冲突和道德风险，制定本规定。"),
    ("p", "第二条 本规定适用于公司全体员工，包括新加坡办公室员工、试用期员工和实习生。"),
    ("h1", "第二章 利益冲突"),
    (
        "p",
        "第三条 员工不得在与公司存在竞争关系或业务往来的单位兼职、任职或持有股权。确需在外兼职的（如高校授课、"
        "行业协会任职），须事先取得部门负责人和合规部的书面批准。",
    ),
    (
        "p",
        "第四条 员工的近亲属在公司客户、供应商或竞争对手处任职、持股的，员工应在每年1月的《利益冲突年度申报》中"
        "如实申报；年度内新发生的，应在发生之日起15日内补充申报。",
    ),
    ("h1", "第三章 礼品与招待"),
    ("p", "第五条 员工不得索取或收受客户、供应商及其他业务关联方给予的现金、购物卡、有价证券和电子红包。"),
    (
        "p",
        "第六条 因正常商务往来收受礼品的，单件价值在200元以下的可以自行留存；价值200元及以上的，应在收受后5个"
        "工作日内交合规部登记处理。",
    ),
    (
        "p",
        "第七条 员工可以参加正常的商务宴请，但不得接受业务关联方安排的高消费娱乐、旅游或其他可能影响公正履职的招待。",
    ),
    ("h1", "第四章 客户信息与职务行为"),
    (
        "p",
        "第八条 员工不得利用职务便利为本人或他人办理贷款、支付等业务谋取不正当利益；查询客户信息必须基于明确的"
        "业务需要，所有查询均在系统中留痕，严禁私自查询、截屏或外传客户信息。",
    ),
    ("h1", "第五章 举报与保护"),
    (
        "p",
        "第九条 员工发现违反本规定的行为，可以向合规部举报：举报邮箱 jubao@lanjing.example，举报热线 010-6588 6119。"
        "举报可以实名或匿名，公司对举报人的身份和举报内容严格保密，严禁任何形式的打击报复。",
    ),
    ("p", "第十条 实名举报经查证属实的，公司视情节给予举报人500元至5,000元的奖励。"),
    ("h1", "第六章 附则"),
    (
        "p",
        "第十一条 违反本规定的，视情节给予警告、记过、降级直至解除劳动合同的处理；涉嫌违法犯罪的，移送司法机关。",
    ),
    ("p", "第十二条 本规定由合规部负责解释，自2023年4月1日起施行。"),
]

# ---------------------------------------------------------------------------
# 关于2024年春节放假安排的通知.txt
# ---------------------------------------------------------------------------

SPRING_NOTICE_TXT = """关于2024年春节放假安排的通知

各位同事：

根据国务院办公厅关于2024年部分节假日安排的通知，结合公司实际，现将2024年春节放假安排通知如下：

一、放假时间
2月10日（星期六）至2月17日（星期六）放假调休，共8天。2月4日（星期日）、2月18日（星期日）正常上班。
另外，2月9日（除夕，星期五）公司统一放假一天，作为公司福利假，不占用年休假。

二、值班安排
1. 放假期间各部门须安排值班，生产运维、客户服务按排班表执行；值班人员名单请于2月5日前报行政部。
2. 值班人员在2月10日至12日（法定节假日）值班的，按本人日工资的300%支付加班工资；其余放假日期值班的，按1:1安排调休。

三、春节福利
每人1,000元春节购物卡自2月5日起到所在办公室前台领取，请本人携带工卡签领。

四、放假期间服务
1. IT服务台7×24小时热线010-6588 6666正常服务，VPN正常开放；
2. 发生信息安全事件的，请按《Information Security Acceptable Use Policy》在1小时内报告；
3. 放假期间不办理报销付款，2月19日起恢复。

五、节前安全检查
2月8日下午行政部将对各办公区进行安全检查，请同事离开前关闭电脑、显示器和插线板电源，锁好个人储物柜。

祝大家新春快乐，阖家幸福！

行政部　人力资源部
2024年1月25日
"""

# ---------------------------------------------------------------------------
# 职级体系与晋升管理办法.docx
# ---------------------------------------------------------------------------

LEVELS: list[tuple] = [
    ("title", "职级体系与晋升管理办法"),
    ("meta", "文件编号：LJ-HR-ZD-002　版本：V2.1　发布部门：人力资源部　施行日期：2023年1月1日"),
    ("h1", "第一章 总则"),
    ("p", "第一条 为建立清晰的职业发展通道，激励员工持续成长，规范职级评定与晋升管理，制定本办法。"),
    ("p", "第二条 本办法适用于公司全体正式员工；新加坡办公室员工参照执行。"),
    ("h1", "第二章 职级体系"),
    ("p", "第三条 公司实行专业（P）和管理（M）双通道职级体系，各职级对应称谓如下表："),
    (
        "table",
        "表1 职级与称谓对照",
        [
            ["职级", "通道", "对应称谓"],
            ["P4", "专业", "初级工程师 / 专员"],
            ["P5", "专业", "工程师 / 专员"],
            ["P6", "专业", "高级工程师 / 高级专员"],
            ["P7", "专业", "资深工程师 / 专家"],
            ["P8", "专业", "高级专家"],
            ["P9", "专业", "资深专家"],
            ["P10", "专业", "首席专家"],
            ["M1", "管理", "主管"],
            ["M2", "管理", "经理"],
            ["M3", "管理", "高级经理"],
            ["M4", "管理", "总监"],
            ["M5", "管理", "副总裁"],
        ],
    ),
    (
        "p",
        "第四条 P7及以上员工可申请转入管理通道，职级对应关系为：P7对应M2，P8对应M3，P9对应M4。通道转换须经"
        "分管副总裁批准，转换后原职级的福利待遇就高执行。",
    ),
    ("h1", "第三章 晋升"),
    ("p", "第五条 公司每年开放两次晋升窗口，分别为4月和10月，晋升结果自窗口月的次月1日起生效。"),
    (
        "p",
        "第六条 晋升的基本条件：（一）P4至P6员工在当前职级任职满1年，P7及以上、M1及以上员工任职满2年；"
        "（二）最近两次绩效考核结果均为B+及以上（绩效结果分为A、B+、B、C四档）；（三）考核期内无违纪处分。",
    ),
    (
        "p",
        "第七条 晋升流程：员工自荐或直属上级提名 → 部门负责人审核 → 晋升评审委员会评审（晋升至P7及以上、M2及以上"
        "的须现场答辩） → 人力资源部审核 → 公示3个工作日 → 生效。",
    ),
    (
        "p",
        "第八条 最近两次绩效考核结果均为A的员工，经分管副总裁批准，可不受第六条任职年限的限制破格晋升。",
    ),
    ("p", "第九条 晋升一级的，基本工资上调10%至20%，具体幅度由薪酬福利组核定。"),
    ("p", "第十条 连续两次绩效考核结果为C的，公司可以调整其岗位或降低一级职级。"),
    ("h1", "第四章 附则"),
    ("p", "第十一条 本办法由人力资源部负责解释，自2023年1月1日起施行。"),
]

# ---------------------------------------------------------------------------
# Remote Work Policy.docx (English)
# ---------------------------------------------------------------------------

REMOTE_EN: list[tuple] = [
    ("title", "Remote Work Policy"),
    ("p", "Policy No. LJ-HR-POL-011 | Version 1.0 | Owner: Human Resources | Effective date: 1 March 2024"),
    ("h1", "1. Purpose"),
    (
        "p",
        "This policy gives employees flexibility in where they work while keeping teams connected and company "
        "information secure.",
    ),
    ("h1", "2. Scope"),
    (
        "p",
        "This policy applies to all full-time employees of the Beijing, Shanghai, Shenzhen, Chengdu and Singapore "
        "offices. Interns and outsourced staff are not covered.",
    ),
    ("h1", "3. Eligibility"),
    (
        "p",
        "3.1 Employees must have passed probation. An employee still on probation may work remotely only with the "
        "approval of their department head.",
    ),
    (
        "p",
        "3.2 Roles that require on-site presence (front desk, on-site IT support, data-center operations) are not "
        "eligible for hybrid remote work.",
    ),
    ("h1", "4. Hybrid Remote Work"),
    ("p", "4.1 Eligible employees may work remotely up to 2 days per week."),
    (
        "p",
        "4.2 Tuesday and Thursday are team collaboration days. Remote work is not available on these days unless "
        "the department head approves it.",
    ),
    (
        "p",
        '4.3 Each remote day must be requested in Whale HR ("Remote Work" request) and approved by the direct '
        "manager by 18:00 on the previous working day.",
    ),
    ("p", "4.4 Unused remote days do not carry over to the following week."),
    ("h1", "5. Fully Remote Arrangements"),
    (
        "p",
        "5.1 Fully remote work is an exception, for example for health or family reasons. It requires approval by "
        "the department head and the HRBP, and is reviewed every 6 months.",
    ),
    (
        "p",
        "5.2 Fully remote employees receive a one-time home office allowance of RMB 1,500 (SGD 300 for Singapore "
        "employees) and a monthly internet allowance of RMB 100 (SGD 30).",
    ),
    ("h1", "6. Working from Another Location"),
    (
        "p",
        "6.1 Working from another city within the country of employment counts as remote work and must be stated in "
        "the request.",
    ),
    (
        "p",
        "6.2 Working from outside the country of employment is limited to 10 working days per calendar year and "
        "requires approval from the direct manager, the HRBP and the Information Security team, requested at least "
        "5 working days in advance.",
    ),
    ("h1", "7. Availability and Working Hours"),
    (
        "p",
        "7.1 Remote employees keep the core hours of the attendance policy (10:00 to 16:00 local time) and must be "
        "reachable on Jingban during core hours, replying to messages within 30 minutes.",
    ),
    (
        "p",
        '7.2 Remote days are recorded as "Remote" attendance and do not count as leave. Overtime while working '
        "remotely must be approved in advance, as in the office.",
    ),
    ("h1", "8. Equipment and Security"),
    (
        "p",
        "8.1 Work only on company-issued laptops with the LJ-Connect VPN connected. Public Wi-Fi may be used only with "
        "the VPN on.",
    ),
    ("p", "8.2 Do not handle L4 Confidential data in public places such as cafés, trains or airports."),
    (
        "p",
        "8.3 Report a lost or stolen device as the Information Security Acceptable Use Policy requires.",
    ),
    ("h1", "9. Expenses"),
    (
        "p",
        "Remote work does not entitle employees to reimbursement of travel between home and the office. Home "
        "electricity, furniture beyond the home office allowance and other household costs are not reimbursed.",
    ),
    ("h1", "10. Suspension"),
    (
        "p",
        "A manager may suspend an employee's remote work arrangement for performance reasons with 1 week's written "
        "notice.",
    ),
    ("h1", "11. Contact"),
    ("p", "Questions about this policy: HR Operations, hr-ops@lanjing.example."),
]

# ---------------------------------------------------------------------------
# 出差住宿餐补及交通标准.xlsx
# ---------------------------------------------------------------------------

TRAVEL_XLSX = {
    "title": "出差住宿餐补及交通标准",
    "subject": "国内及境外出差住宿、餐补、交通工具标准（2024年1月1日起执行）",
    "keywords": "差旅;出差;住宿标准;餐补;机票",
    "created": datetime(2023, 12, 18, 9, 0, 0),
    "sheets": [
        {
            "name": "说明",
            "rows": [
                ["条目", "内容"],
                ["适用范围", "北京、上海、深圳、成都办公室员工因公出差；新加坡办公室员工另行规定"],
                ["执行日期", "2024年1月1日起执行"],
                ["出差审批", "出差前在OA提交出差申请，由直属上级审批；出差超过5天或境外出差须部门负责人加签"],
                [
                    "住宿标准",
                    "为每间每晚上限（含税），见“住宿与餐补标准”；城市类别见“城市类别”；超出标准的部分由个人承担",
                ],
                ["合住", "两名同性别员工同行出差原则上合住一间，按两人中较高职级的标准执行"],
                ["出差餐补", "按出差自然天数定额发放，无需发票；公司或客户已提供全天餐食的当天不发放"],
                ["市内交通", "出差期间市内交通费凭票实报实销，一类城市每天不超过150元，其他城市每天不超过100元"],
                ["交通工具", "见“交通工具标准”；目的地在600公里以内且有高铁直达的，原则上乘坐高铁"],
                ["订票渠道", "机票、火车票、酒店统一通过“鲸行”差旅平台预订，由公司月结，员工无需垫付"],
                ["境外出差", "标准见“境外出差标准”，金额为人民币"],
                ["联系人", "行政部差旅组，分机6300"],
            ],
        },
        {
            "name": "城市类别",
            "rows": [
                ["城市", "城市类别", "备注"],
                ["北京", "一类", "总部所在地"],
                ["上海", "一类", ""],
                ["深圳", "一类", ""],
                ["广州", "一类", ""],
                ["杭州", "二类", ""],
                ["南京", "二类", ""],
                ["成都", "二类", ""],
                ["武汉", "二类", ""],
                ["西安", "二类", ""],
                ["重庆", "二类", ""],
                ["天津", "二类", ""],
                ["苏州", "二类", ""],
                ["厦门", "二类", ""],
                ["长沙", "二类", ""],
                ["其他城市", "三类", "上表未列明的国内城市均为三类"],
            ],
        },
        {
            "name": "住宿与餐补标准",
            "rows": [
                [
                    "职级",
                    "一类城市住宿（元/间·晚）",
                    "二类城市住宿（元/间·晚）",
                    "三类城市住宿（元/间·晚）",
                    "一类城市餐补（元/天）",
                    "二类城市餐补（元/天）",
                    "三类城市餐补（元/天）",
                ],
                ["P4–P6、M1", 500, 400, 300, 100, 80, 60],
                ["P7–P8、M2–M3", 700, 550, 400, 120, 100, 80],
                ["P9及以上、M4–M5", 1000, 800, 600, 150, 120, 100],
            ],
        },
        {
            "name": "交通工具标准",
            "rows": [
                ["职级", "飞机", "火车（高铁/动车）", "轮船"],
                ["M5（副总裁）", "公务舱", "商务座", "一等舱"],
                [
                    "P7及以上、M2–M4",
                    "经济舱（可选全价票）；单程飞行4小时以上的航线可选超级经济舱",
                    "一等座",
                    "二等舱",
                ],
                ["P6及以下、M1", "经济舱（须选择起飞时间前后2小时内的最低票价）", "二等座", "三等舱"],
            ],
        },
        {
            "name": "境外出差标准",
            "rows": [
                ["地区类别", "包含国家/地区", "职级", "住宿（元/间·晚）", "餐补及杂费（元/天）"],
                ["境外A类", "新加坡、中国香港、日本、英国、美国", "P8及以下、M1–M3", 1400, 350],
                ["境外A类", "新加坡、中国香港、日本、英国、美国", "P9及以上、M4–M5", 2000, 450],
                ["境外B类", "其他国家和地区", "P8及以下、M1–M3", 1000, 280],
                ["境外B类", "其他国家和地区", "P9及以上、M4–M5", 1500, 350],
            ],
        },
        {
            "name": "计算示例",
            "rows": [
                ["示例", "职级", "目的地", "行程", "住宿上限（元）", "餐补（元）"],
                ["示例1", "P5", "武汉（二类）", "3天2晚", "400×2=800", "80×3=240"],
                ["示例2", "M3", "广州（一类）", "2天1晚", "700×1=700", "120×2=240"],
                ["示例3", "P6", "东京（境外A类）", "5天4晚", "1400×4=5600", "350×5=1750"],
            ],
        },
    ],
}

# ---------------------------------------------------------------------------
# 新员工入职指引.pptx: (title, bullets, speaker notes)
# ---------------------------------------------------------------------------

ONBOARDING_SLIDES: list[tuple[str, list[str], str]] = [
    ("新员工入职指引（2024版）", ["人力资源部", "欢迎加入蓝鲸数科！"], ""),
    (
        "入职第一天",
        [
            "9:30到所在办公室前台报到（各办公室地址见《各办公室行政联系人》）",
            "携带材料：身份证原件；最高学历、学位证书原件；上一家单位的离职证明",
            "本人名下的招商银行借记卡（一类卡，作为工资卡）",
            "近3个月内的入职体检报告",
        ],
        "外籍员工还须携带护照和工作许可（Work Permit）原件，由HR全球派遣组（Global Mobility）协助办理居留手续。",
    ),
    (
        "入职流程",
        [
            "① 前台报到，领取工卡",
            "② 签署劳动合同、《保密协议》和《员工手册》确认书",
            "③ 到IT服务台领取电脑，开通统一账号并绑定“鲸盾”",
            "④ 参加新员工入职培训（每周一14:00–17:30）",
            "⑤ 与导师（Buddy）见面，确认试用期目标",
        ],
        "导师由部门负责人指定，辅导期3个月，导师津贴每月300元。入职培训错过的，可参加下周一的场次。",
    ),
    (
        "入职培训与必修课",
        [
            "入职30天内在“鲸学堂”完成4门在线必修课：信息安全意识、反洗钱（AML）基础、数据保护与客户隐私、员工行为准则",
            "每门课程结束后参加在线考试，80分及格，不及格可补考2次",
            "必修课未按期完成的，转正流程暂缓发起",
        ],
        "反洗钱课程为金融监管要求，所有岗位均须完成，包括技术岗位和新加坡办公室员工。",
    ),
    (
        "试用期与转正",
        [
            "劳动合同期限一般为3年，试用期6个月，试用期工资为转正工资的100%",
            "转正流程：试用期满前15个工作日系统自动发起 → 员工提交转正自评和述职材料 → 直属上级评估"
            " → 部门负责人审批 → HRBP确认，当月生效",
            "提前转正：试用期满3个月且表现突出的，经部门负责人和HRBP批准可提前转正",
            "试用期沟通：第1个月末导师面谈；第3个月末直属上级中期评估",
        ],
        "转正评估结果分为A、B、C三档，C为不符合录用条件。",
    ),
    (
        "薪资发放",
        [
            "每月10日发放上月工资，遇法定节假日或周末提前发放",
            "工资条在Whale HR“我的薪资”中查看",
            "个人所得税、社会保险和住房公积金由公司代扣代缴",
        ],
        "",
    ),
    (
        "离职流程",
        [
            "正式员工提前30天、试用期员工提前3天在Whale HR提交离职申请",
            "直属上级和HRBP进行离职面谈",
            "完成工作交接，交接清单由直属上级确认",
            "归还资产：电脑交IT服务台，工卡交前台",
            "最后工作日18:00统一账号停用；离职证明于最后工作日开具，电子版发送至个人邮箱",
            "最后一个月的工资在下一个发薪日发放",
        ],
        "",
    ),
    (
        "常用系统",
        [
            "Whale HR：人事信息、假期余额、薪资",
            "鲸办：打卡、请假、审批、即时通讯",
            "鲸算：费用报销；鲸行：差旅预订",
            "鲸福利：福利平台；Wiki：制度与新人FAQ",
        ],
        "",
    ),
    (
        "有问题找谁",
        [
            "HRBP：见《各办公室行政联系人》",
            "IT服务台：分机6666",
            "财务共享中心：分机6200",
        ],
        "",
    ),
]

# ---------------------------------------------------------------------------
# IT账号与信息安全指引.md
# ---------------------------------------------------------------------------

IT_GUIDE_MD = """# IT账号与信息安全指引

> 维护：IT部、信息安全部 ｜ 最近更新：2024-05-20 ｜ 适用：全体员工（含外包驻场人员、实习生）

## 1. 账号开通

- 入职当天在 Whale HR 办理入职后，系统自动开通统一账号；员工在IT服务台领取电脑时获得初始密码。
- 统一账号（邮箱、鲸办、VPN、Wiki 共用）格式为姓名全拼，重名的加数字，如 zhangsan2@lanjing.example。
- 首次登录须修改初始密码，并绑定“鲸盾”App（MFA）。

## 2. 密码策略

| 项目 | 要求 |
|---|---|
| 长度 | 至少12位 |
| 复杂度 | 大写字母、小写字母、数字、特殊字符中至少包含3类 |
| 有效期 | 90天，到期前7天邮件提醒 |
| 历史密码 | 不得与最近5次使用过的密码相同 |
| 账号锁定 | 连续输错5次，锁定30分钟 |

- 密码不得写在便签上，不得告诉任何人（包括IT人员）；IT人员不会向你索要密码。
- 忘记密码：在 https://passwd.lanjing.example 通过“鲸盾”自助重置；自助失败的，本人持工牌到IT服务台重置。

## 3. 多因素认证（MFA）

- 从外网登录邮箱、VPN、代码仓库和生产运维平台，必须通过“鲸盾”App二次验证。
- 换手机：先在旧手机的“鲸盾”中解绑再在新手机绑定；旧手机已丢失的，联系IT服务台核验身份后重置。

## 4. VPN远程访问

1. 只能在公司配发的电脑上安装VPN客户端“LJ-Connect”（在“自助软件中心”下载），个人电脑不得连接公司VPN。
2. 服务器地址：中国境内使用 vpn.lanjing.example；境外出差及新加坡办公室使用 sg-vpn.lanjing.example。
3. 用统一账号登录，并输入“鲸盾”动态码。
4. 连接闲置超过2小时自动断开；单次连接最长12小时。
5. 连不上VPN：先确认网络正常、电脑系统时间准确，再重启客户端；仍然不行的，提交IT工单并附截图。

## 5. 电脑、手机丢失或被盗怎么办

1. **发现后1小时内**拨打IT服务台7×24小时热线 010-6588 6666 报告，IT会远程锁定设备，必要时远程擦除数据；
2. 自助修改统一账号密码，并在“鲸盾”中检查最近的登录记录；
3. 24小时内在OA提交《IT资产丢失报告》，抄送直属上级和信息安全部；
4. 被盗的，向当地公安机关报案，并把报案回执上传到OA；
5. 因个人保管不当丢失的，按设备折旧后的净值赔偿；补领设备须经部门负责人审批。

## 6. 软件与外设

- 软件一律从“自助软件中心”安装；中心没有的软件请提交IT工单，经信息安全部评估后上架，一般需要5个工作日。
- U盘等移动存储默认禁用，确需使用的，由信息安全部审批开通，有效期30天。

## 7. Wi-Fi

- 员工网络 LJ-Staff：用统一账号登录，仅限公司设备。
- 访客网络 LJ-Guest：密码每周一更新，向前台索取；访客网络不能访问公司内网。

## 8. 邮件与文件共享

- 邮件附件上限25MB，超过的请用“鲸盘”分享链接；对外分享的链接须设置有效期，最长7天。
- 收到可疑邮件不要点击链接或回复，请作为附件转发到 phishing@lanjing.example。
- 禁止把公司邮件自动转发到个人邮箱。

## 9. 离职账号处理

- 统一账号于最后工作日18:00停用；邮箱数据保留30天后删除。需要交接邮件的，由直属上级在员工离职前提交邮箱转交申请。

## 10. 联系IT服务台

- 分机 6666；7×24小时热线 010-6588 6666；邮箱 it@lanjing.example
- 现场服务时间：工作日 9:00–21:00（北京、上海、深圳、成都各办公室均设IT服务台）
"""

# ---------------------------------------------------------------------------
# 员工福利说明.txt
# ---------------------------------------------------------------------------

BENEFITS_TXT = """蓝鲸数科员工福利说明（2024年度）

发布：人力资源部薪酬福利组　更新日期：2024年3月1日
适用：北京、上海、深圳、成都办公室员工（新加坡办公室福利见当地《Benefits Guide》）

一、补充医疗保险
1. 承保机构：安康人寿保险股份有限公司（团体补充医疗保险）。
2. 保障对象：员工本人自入职当月起参保，保费由公司全额承担；员工的子女（未满18周岁）可免费附加参保；员工配偶可自费附加参保，保费每人每年1,800元，从工资中分12个月扣除。
3. 保障内容：
   （1）门急诊：社保报销后的自付部分按90%报销，年度限额10,000元；
   （2）住院：社保报销后的自付部分按100%报销，年度限额200,000元；
   （3）重大疾病：首次确诊一次性给付100,000元。
4. 理赔：在“鲸福利”小程序上传发票、病历和费用清单，材料齐全后10个工作日内赔付到工资卡。理赔申请须在就诊之日起1年内提交。

二、年度体检
1. 员工入职满3个月后可参加当年体检，每年一次。体检时间为每年4月1日至6月30日，逾期视为自动放弃。
2. 套餐标准：标准套餐价值800元；年满40周岁或M3及以上员工可选升级套餐，价值1,500元，含胃镜或肠镜（二选一）。
3. 员工的配偶、父母可按公司协议价自费参加体检。
4. 体检当天可申请半天公假，不扣工资。

三、节日福利
1. 春节：每人发放1,000元购物卡；
2. 端午节：粽子礼盒；中秋节：月饼礼盒；
3. 三八妇女节：女员工放假半天，并发放200元礼品卡；
4. 节日福利的发放对象为发放当日在职的员工（含试用期员工）。

四、生日福利
1. 生日当月发放200元蛋糕卡（电子券，发放至“鲸福利”小程序）；
2. 员工可在生日当月任选一天休生日假半天，不扣工资，不能跨月使用。

五、礼金与慰问
1. 结婚礼金：1,000元（员工本人结婚，转正后申请，须在结婚登记后6个月内申请）；
2. 生育礼金：每胎1,000元；
3. 员工本人住院慰问金：500元；
4. 直系亲属丧葬慰问金：1,000元。

六、午餐补贴
1. 北京、上海、深圳办公室：工作日每天25元，按当月实际出勤天数计算，随工资发放；
2. 成都办公室：在园区食堂凭工卡就餐，公司每个工作日向工卡充值20元；
3. 出差期间按差旅标准领取出差餐补，不重复发放午餐补贴。

七、弹性福利积分
1. 正式员工每年1月1日获得“鲸福利”积分2,000分（1分=1元），可在福利平台兑换商品、健身卡、体检加项等；
2. 年中入职的员工在转正当月按当年剩余月份折算发放；
3. 积分于当年12月31日清零，不能提现。

八、员工关爱
1. 员工援助计划（EAP）：员工及其直系亲属每人每年可免费使用6次一对一心理咨询，预约热线400-820-6199，咨询内容严格保密；
2. 北京总部B1层健身房对员工免费开放，开放时间7:00–22:00；其他办公室员工可使用“鲸福利”积分兑换合作健身房月卡。

九、咨询
薪酬福利组：分机6520，邮箱 benefits@lanjing.example
"""

# ---------------------------------------------------------------------------
# 各办公室行政联系人.csv
# ---------------------------------------------------------------------------

CONTACT_ROWS: list[list[str]] = [
    ["办公室", "地址", "员工人数", "前台电话", "HRBP", "HRBP邮箱", "现场IT支持", "行政负责人"],
    [
        "北京总部",
        "北京市朝阳区望京街10号望京科技园A座18层",
        "420",
        "010-6588 6000",
        "王晓琳",
        "wangxiaolin@lanjing.example",
        "刘洋",
        "孙婷",
    ],
    [
        "上海办公室",
        "上海市浦东新区世纪大道88号22层",
        "150",
        "021-5088 6000",
        "陈思远",
        "chensiyuan@lanjing.example",
        "周杰",
        "吴佳",
    ],
    [
        "深圳办公室",
        "深圳市南山区科技南十二路28号15层",
        "120",
        "0755-8666 6000",
        "李嘉欣",
        "lijiaxin@lanjing.example",
        "黄伟",
        "郑凯",
    ],
    [
        "成都办公室",
        "成都市高新区天府大道中段1366号天府软件园E区6栋9层",
        "90",
        "028-8533 6000",
        "赵子航",
        "zhaozihang@lanjing.example",
        "何静",
        "杨帆",
    ],
    [
        "新加坡办公室",
        "8 Marina View, #20-01, Singapore 018960",
        "25",
        "+65 6800 6000",
        "Emily Tan",
        "emily.tan@lanjing.example",
        "Raj Kumar",
        "Emily Tan",
    ],
]

# ---------------------------------------------------------------------------
# 新人常见问题FAQ.html -- a Confluence page export, navigation and scripts included
# ---------------------------------------------------------------------------

FAQ_ITEMS: list[tuple[str, str]] = [
    (
        "工卡丢了怎么办？",
        "<p>到所在办公室前台挂失补办，工本费50元，从当月工资中扣除，3个工作日内可领取新卡。"
        "补办期间请到前台登记领取临时卡。</p>",
    ),
    (
        "会议室怎么预订？",
        "<p>在“鲸办”→“会议室”中预订，最多可提前14天预订，单次最长4小时。会议开始15分钟后仍未签到的，预订自动释放。</p>",
    ),
    (
        "北京总部有班车吗？",
        "<p>有。工作日早上8:00–9:30从望京地铁站B口发车到公司，每15分钟一班；晚上18:30–21:00从公司返回"
        "望京地铁站，每20分钟一班。上海、深圳、成都办公室没有班车。</p>",
    ),
    (
        "公司有食堂吗？",
        "<p>北京总部（B1层；早餐7:30–9:30，午餐11:30–13:30，晚餐17:30–19:30）和成都办公室（园区食堂）有食堂；"
        "上海、深圳办公室没有食堂，发放午餐补贴。补贴标准见《员工福利说明》。</p>",
    ),
    (
        "工资条在哪里看？每月几号发工资？",
        "<p>在 Whale HR →“我的薪资”查看工资条。每月10日发放上月工资，遇节假日提前。</p>",
    ),
    (
        "社保和公积金在哪里缴？",
        "<p>在工作所在城市缴纳（以劳动合同约定的工作地点为准）。住房公积金单位和个人缴存比例均为12%。</p>",
    ),
    (
        "公司可以停车吗？",
        "<p>北京总部地下车库有少量员工车位，月租500元，每季度摇号分配；上海、深圳、成都办公室没有员工车位。</p>",
    ),
    (
        "个人快递能寄到公司吗？",
        "<p>可以寄到所在办公室的收发室，收件人姓名后请注明工号。收发室代为保管7天，逾期退回。"
        "超过20公斤的大件不代收。</p>",
    ),
    (
        "推荐朋友入职有奖励吗？",
        "<p>有。被推荐人入职并转正后，内推奖金随转正次月工资发放（税前）：</p>"
        '<table class="confluenceTable"><tbody>'
        '<tr><th class="confluenceTh">被推荐人职级</th><th class="confluenceTh">内推奖金（税前）</th></tr>'
        '<tr><td class="confluenceTd">P4–P6、M1</td><td class="confluenceTd">3,000元</td></tr>'
        '<tr><td class="confluenceTd">P7–P8、M2–M3</td><td class="confluenceTd">8,000元</td></tr>'
        '<tr><td class="confluenceTd">P9及以上、M4及以上</td><td class="confluenceTd">15,000元</td></tr>'
        "</tbody></table>"
        "<p>人力资源部招聘团队成员、被推荐人的直属上级不参与内推奖励。</p>",
    ),
    (
        "外籍同事的签证和工作许可找谁办？",
        "<p>找HR全球派遣组（Global Mobility），邮箱 mobility@lanjing.example。工作许可续签须在到期前60天提交材料。</p>",
    ),
    (
        "打印机怎么用？",
        "<p>黑白打印在打印机上刷工卡即可。彩色打印每人每月限100张，超出的须由部门负责人在“鲸办”审批。</p>",
    ),
    (
        "入职后多久可以休年假？",
        "<p>入职满3个月后可以休，入职当年的天数按剩余日历天数折算，详见《考勤与假期管理制度》第八条、第九条。</p>",
    ),
    (
        "在哪里查自己还剩几天年假？",
        "<p>在 Whale HR →“我的假期”中查看各类假期余额；请假在“鲸办”中提交。</p>",
    ),
    (
        "体检怎么预约？",
        "<p>每年3月底人力资源部会在“鲸福利”小程序开放预约，体检时间为4月1日至6月30日，选择机构和日期即可。</p>",
    ),
    (
        "办公室Wi-Fi怎么连？",
        "<p>公司电脑连员工网络 LJ-Staff，用统一账号登录；访客请连 LJ-Guest，密码向前台索取。个人手机和电脑"
        "不能连 LJ-Staff。</p>",
    ),
    (
        "公司年会一般什么时候？",
        "<p>每年1月下旬在北京举办。其他办公室的员工可以线上参加，或按分配名额到北京参加，差旅费由公司承担。</p>",
    ),
]


def faq_html() -> str:
    """The wiki page as Confluence exports it: header, breadcrumbs, page tree, scripts, comments, footer."""
    items = "\n".join(
        f'<h2 id="新人常见问题FAQ-Q{i}">Q{i}. {q}</h2>\n{a}' for i, (q, a) in enumerate(FAQ_ITEMS, start=1)
    )
    return f"""<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="UTF-8">
<title>新人常见问题FAQ - 员工服务中心 - 蓝鲸Wiki</title>
<link rel="stylesheet" href="styles/site.css" type="text/css">
<script type="text/javascript">
  var AJS = window.AJS || {{}}; AJS.params = {{ pageId: "88145203", spaceKey: "HRSC", remoteUser: "" }};
  window.WRM = window.WRM || {{}}; WRM._unparsedData = {{"com.atlassian.confluence.plugins.editor": "{{}}"}};
</script>
<script src="s/batch.js?locale=zh-CN" type="text/javascript"></script>
</head>
<body class="theme-default aui-theme-default">
<div id="header" role="banner">
  <nav class="aui-header"><a href="/">蓝鲸Wiki</a> | <a href="/spaces">空间</a> | <a href="/people">人员</a> |
  <a href="/create">创建</a> | <span class="search">搜索</span> | <a href="/login">登录</a> | <a href="/help">帮助</a></nav>
</div>
<div id="breadcrumb-section"><ol id="breadcrumbs">
  <li><a href="/spaces">空间目录</a></li><li><a href="/display/HRSC">员工服务中心</a></li>
  <li><a href="/display/HRSC/新人专区">新人专区</a></li></ol></div>
<div id="sidebar" class="ia-secondary-container">
  <div class="page-tree"><ul>
    <li><a href="/display/HRSC/新人专区">新人专区</a></li>
    <li><a href="/display/HRSC/新人常见问题FAQ">新人常见问题FAQ</a></li>
    <li><a href="/display/HRSC/办公环境">办公环境</a></li>
    <li><a href="/display/HRSC/制度汇编">制度汇编</a></li>
  </ul></div>
  <a class="space-tools" href="/spaces/tools">空间工具</a>
</div>
<div id="main" class="aui-page-panel">
<div id="main-header"><h1 id="title-heading" class="pagetitle">新人常见问题FAQ</h1>
<div class="page-metadata">由 王晓琳创建, 最后修改于 2024-04-12</div></div>
<div id="main-content" class="wiki-content">
<p>本页汇总新同事入职后最常问的问题，由人力资源部和行政部维护。制度原文以《制度汇编》中发布的文件为准。</p>
{items}
</div>
<div id="labels-section"><span>标签：</span><a href="/label/新人">新人</a> <a href="/label/faq">faq</a></div>
<div id="likes-and-labels-container"><span class="like-button">赞</span> <span>12 人喜欢这个</span></div>
<div id="comments-section"><h2>3 评论</h2>
  <div class="comment"><p class="author">张昊</p><p>成都办公室以后会有班车吗？</p></div>
  <div class="comment"><p class="author">王晓琳</p><p>目前暂无计划，有变化会在本页更新。</p></div>
  <div class="comment"><p class="author">林可</p><p>赞，内推奖金的表很清楚。</p></div>
</div>
</div>
<div id="footer" role="contentinfo"><section class="footer-body">
  <ul id="poweredby"><li class="noprint">由 <a href="https://www.atlassian.com/software/confluence">Atlassian Confluence</a>
  7.19.8 提供技术支持</li><li class="print-only">打印于 2024-04-15</li></ul>
  <ul><li><a href="/about">报告缺陷</a></li><li><a href="/news">Atlassian 新闻</a></li></ul>
</section></div>
<script type="text/javascript">
  require(["confluence/page-loading-indicator"], function (ind) {{ ind.hide(); }});
  (function() {{ var ga = document.createElement("script"); ga.async = true; ga.src = "/analytics.js"; }})();
</script>
</body>
</html>
"""


# ---------------------------------------------------------------------------
# Builders
# ---------------------------------------------------------------------------

DOCX_DOCS: dict[str, tuple[str, list[tuple], datetime, str]] = {
    "费用报销管理办法（2024年修订）.docx": (
        "费用报销管理办法（2024年修订）",
        EXPENSE_2024,
        datetime(2024, 6, 10, 9, 0, 0),
        "财务部",
    ),
    "采购管理办法.docx": ("采购管理办法", PURCHASE, datetime(2023, 8, 20, 9, 0, 0), "采购部"),
    "数据分类分级管理办法.docx": ("数据分类分级管理办法", DATA_CLASS, datetime(2024, 1, 15, 9, 0, 0), "信息安全部"),
    "Remote Work Policy.docx": ("Remote Work Policy", REMOTE_EN, datetime(2024, 2, 20, 9, 0, 0), "Human Resources"),
    "员工行为准则与廉洁从业规定.docx": (
        "员工行为准则与廉洁从业规定",
        CONDUCT,
        datetime(2023, 3, 20, 9, 0, 0),
        "合规部",
    ),
    "职级体系与晋升管理办法.docx": (
        "职级体系与晋升管理办法",
        LEVELS,
        datetime(2022, 12, 10, 9, 0, 0),
        "人力资源部",
    ),
}

PDF_DOCS: dict[str, tuple[str, list[tuple], datetime, str]] = {
    "费用报销管理办法（2021年版）.pdf": (
        "费用报销管理办法（2021年版）",
        EXPENSE_2021,
        datetime(2020, 12, 15, 9, 0, 0, tzinfo=UTC),
        "财务部",
    ),
    "考勤与假期管理制度.pdf": (
        "考勤与假期管理制度",
        LEAVE_PDF,
        datetime(2023, 12, 20, 9, 0, 0, tzinfo=UTC),
        "人力资源部",
    ),
    "Information Security Acceptable Use Policy.pdf": (
        "Information Security Acceptable Use Policy",
        AUP_EN,
        datetime(2024, 3, 25, 9, 0, 0, tzinfo=UTC),
        "Information Security",
    ),
}

TEXT_DOCS: dict[str, str] = {
    "IT账号与信息安全指引.md": IT_GUIDE_MD,
    "员工福利说明.txt": BENEFITS_TXT,
    "关于2024年春节放假安排的通知.txt": SPRING_NOTICE_TXT,
}


def build_docx(out: Path, name: str, title: str, content: list[tuple], created: datetime, author: str) -> Path:
    from docx import Document
    from docx.oxml.ns import qn
    from docx.shared import Pt

    doc = Document()
    normal = doc.styles["Normal"]
    normal.font.name = "SimSun"
    normal.font.size = Pt(10.5)
    normal.element.rPr.rFonts.set(qn("w:eastAsia"), "宋体")
    for item in content:
        kind = item[0]
        if kind == "title":
            doc.add_heading(item[1], level=0)
        elif kind in ("h1", "h2"):
            doc.add_heading(item[1], level=int(kind[1]))
        elif kind in ("p", "meta"):
            doc.add_paragraph(item[1])
        elif kind == "bullet":
            doc.add_paragraph(item[1], style="List Bullet")
        elif kind == "table":
            _, caption, rows = item
            doc.add_paragraph(caption, style="Caption").alignment = 1
            table = doc.add_table(rows=len(rows), cols=len(rows[0]))
            table.style = "Table Grid"
            for i, row in enumerate(rows):
                for j, value in enumerate(row):
                    cell = table.cell(i, j)
                    cell.text = str(value)
                    if i == 0:
                        for run in cell.paragraphs[0].runs:
                            run.bold = True
        else:  # pragma: no cover - content error
            raise ValueError(f"unknown DOCX element {kind!r}")
    props = doc.core_properties
    props.title = title
    props.author = author
    props.last_modified_by = author
    props.subject = title
    props.comments = "knowdesk held-out set (fictional company)"
    props.created = created
    props.modified = created
    props.last_printed = created
    props.revision = 1
    target = out / name
    doc.save(str(target))
    _normalize_zip(target)
    return target


def build_pdf(out: Path, name: str, title: str, content: list[tuple], created: datetime, author: str) -> Path:
    from fpdf import FPDF
    from fpdf.enums import WrapMode
    from fpdf.fonts import FontFace

    font_path, font_index = find_cjk_font()
    running_head = f"{COMPANY_EN}  {title}" if title.isascii() else f"{COMPANY}　{title}"

    class _PDF(FPDF):
        def header(self) -> None:
            self.set_font("cjk", size=8)
            self.set_text_color(110, 110, 110)
            self.cell(0, 6, running_head, align="R", new_x="LMARGIN", new_y="NEXT")
            self.set_text_color(0, 0, 0)
            self.ln(2)

        def footer(self) -> None:
            self.set_y(-14)
            self.set_font("cjk", size=8)
            self.set_text_color(110, 110, 110)
            self.cell(0, 6, f"- {self.page_no()} -", align="C")
            self.set_text_color(0, 0, 0)

    pdf = _PDF(format="A4")
    pdf.add_font("cjk", fname=font_path, collection_font_number=font_index)
    pdf.set_margins(20, 18, 20)
    pdf.set_auto_page_break(auto=True, margin=20)
    pdf.set_title(title)
    pdf.set_author(author)
    pdf.set_creator("knowdesk scripts/build_heldout_fintech.py")
    pdf.set_producer("fpdf2")
    pdf.set_creation_date(created)
    pdf.set_lang("en" if title.isascii() else "zh-CN")
    pdf.add_page()
    width = pdf.epw
    wrap = WrapMode.WORD if title.isascii() else WrapMode.CHAR
    for item in content:
        kind = item[0]
        if kind == "title":
            pdf.set_font("cjk", size=17)
            pdf.ln(3)
            pdf.multi_cell(width, 10, item[1], align="C", new_x="LMARGIN", new_y="NEXT")
        elif kind == "meta":
            pdf.set_font("cjk", size=9)
            pdf.multi_cell(width, 6, item[1], align="C", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(3)
        elif kind in ("h1", "h2"):
            if pdf.will_page_break(24):
                pdf.add_page()
            pdf.ln(2)
            pdf.set_font("cjk", size=13 if kind == "h1" else 11.5)
            pdf.multi_cell(width, 8, item[1], new_x="LMARGIN", new_y="NEXT")
        elif kind in ("p", "bullet"):
            pdf.set_font("cjk", size=10.5)
            text = f"•  {item[1]}" if kind == "bullet" else item[1]
            pdf.multi_cell(width, 6.5, text, new_x="LMARGIN", new_y="NEXT", wrapmode=wrap)
            pdf.ln(1.2)
        elif kind == "table":
            _, caption, col_widths, rows = item
            if pdf.will_page_break(12 + 8 * len(rows)):
                pdf.add_page()
            pdf.set_font("cjk", size=10)
            pdf.multi_cell(width, 7, caption, align="C", new_x="LMARGIN", new_y="NEXT")
            pdf.set_font("cjk", size=9.5)
            with pdf.table(
                col_widths=tuple(col_widths),
                width=sum(col_widths),
                line_height=6,
                text_align="LEFT",
                headings_style=FontFace(emphasis=None, fill_color=(225, 225, 225)),
                first_row_as_headings=True,
            ) as table:
                for row in rows:
                    r = table.row()
                    for cell in row:
                        r.cell(str(cell))
            pdf.ln(3)
        else:  # pragma: no cover - content error
            raise ValueError(f"unknown PDF element {kind!r}")
    target = out / name
    pdf.output(str(target))
    _check_text_layer(target, title)
    return target


def _check_text_layer(path: Path, title: str) -> None:
    """Refuse a PDF whose text cannot be extracted again."""
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        text = "".join(page.extract_text() or "" for page in pdf.pages)
    if title.replace(" ", "") not in text.replace(" ", ""):
        raise SystemExit(f"{path.name} was built but its text cannot be extracted")


def build_xlsx(out: Path, name: str, spec: dict) -> Path:
    import zipfile

    from openpyxl import Workbook
    from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
    from openpyxl.utils import get_column_letter
    from openpyxl.writer.excel import ExcelWriter

    wb = Workbook()
    wb.remove(wb.active)
    thin = Side(style="thin", color="000000")
    border = Border(left=thin, right=thin, top=thin, bottom=thin)
    for sheet in spec["sheets"]:
        ws = wb.create_sheet(sheet["name"])
        rows = sheet["rows"]
        for r, row in enumerate(rows, start=1):
            for c, value in enumerate(row, start=1):
                cell = ws.cell(row=r, column=c, value=value if value != "" else None)
                cell.border = border
                cell.alignment = Alignment(vertical="center", wrap_text=True)
                if r == 1:
                    cell.font = Font(bold=True)
                    cell.fill = PatternFill("solid", fgColor="DDEBF7")
        for c in range(1, len(rows[0]) + 1):
            longest = max(len(str(row[c - 1])) for row in rows)
            ws.column_dimensions[get_column_letter(c)].width = min(max(10, longest * 2 + 2), 60)
        ws.freeze_panes = "A2"
    props = wb.properties
    props.title = spec["title"]
    props.subject = spec["subject"]
    props.keywords = spec["keywords"]
    props.creator = "行政部"
    props.lastModifiedBy = "行政部"
    props.created = spec["created"]
    props.modified = spec["created"]
    target = out / name
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, allowZip64=True) as archive:
        ExcelWriter(wb, archive).save()  # save_workbook() would stamp `modified` with now()
    _normalize_zip(target)
    return target


def build_pptx(out: Path, name: str, slides: list[tuple[str, list[str], str]], created: datetime) -> Path:
    from pptx import Presentation

    prs = Presentation()
    for i, (title, bullets, notes) in enumerate(slides):
        layout = prs.slide_layouts[0 if i == 0 else 1]
        slide = prs.slides.add_slide(layout)
        slide.shapes.title.text = title
        body = slide.placeholders[1].text_frame
        body.text = bullets[0]
        for line in bullets[1:]:
            body.add_paragraph().text = line
        if notes:
            slide.notes_slide.notes_text_frame.text = notes
    props = prs.core_properties
    props.title = slides[0][0]
    props.author = "人力资源部"
    props.last_modified_by = "人力资源部"
    props.created = created
    props.modified = created
    props.revision = 1
    target = out / name
    prs.save(str(target))
    _normalize_zip(target)
    return target


def build_csv(out: Path, name: str, rows: list[list[str]]) -> Path:
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\r\n").writerows(rows)
    target = out / name
    target.write_text(buf.getvalue(), encoding="utf-8-sig")  # as Excel saves "CSV UTF-8"
    return target


def build_all(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    built = [build_docx(out, name, *spec) for name, spec in DOCX_DOCS.items()]
    built += [build_pdf(out, name, *spec) for name, spec in PDF_DOCS.items()]
    built.append(build_xlsx(out, "出差住宿餐补及交通标准.xlsx", TRAVEL_XLSX))
    built.append(build_pptx(out, "新员工入职指引.pptx", ONBOARDING_SLIDES, datetime(2024, 1, 8, 9, 0, 0)))
    built.append(build_csv(out, "各办公室行政联系人.csv", CONTACT_ROWS))
    for name, text in TEXT_DOCS.items():
        (out / name).write_text(text, encoding="utf-8")
        built.append(out / name)
    (out / "新人常见问题FAQ.html").write_text(faq_html(), encoding="utf-8")
    built.append(out / "新人常见问题FAQ.html")
    return built


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder (default: bench/heldout/fintech)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:  # a failure never leaves half-written files behind
        built = build_all(Path(tmp))
        args.out.mkdir(parents=True, exist_ok=True)
        for path in built:
            shutil.copyfile(path, args.out / path.name)
            print(f"wrote {args.out / path.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
