#!/usr/bin/env python3
"""Build the binary documents of the sample knowledge base (examples/hr_docs).

The sample company is 星河科技有限公司 (fictional). TXT and Markdown documents are
hand-written files in examples/hr_docs; this script generates the PDF, DOCX and XLSX
documents from the content defined below, deterministically (fixed metadata dates,
fixed zip timestamps), so they can be rebuilt at any time:

    python scripts/build_sample_kb.py                 # writes into examples/hr_docs
    python scripts/build_sample_kb.py --out /tmp/kb   # writes elsewhere

Requirements: python-docx, openpyxl, fpdf2 (dev extra) and, for the PDF, exactly one font:
WenQuanYi Micro Hei (Debian/Ubuntu: ``apt-get install fonts-wqy-microhei``), the font the
committed PDF embeds. The font is chosen by its name, never by what else is installed: glyph
widths decide the line and page breaks, and fpdf2 cannot embed CFF-outline fonts such as
Noto Sans CJK (the PDF had no extractable text), so any other font would build a different
or broken PDF. Without it the script refuses and says so. KNOWDESK_CJK_FONT=/path/to/file
says where the font is when it is not at a usual path (it must still be WenQuanYi Micro Hei).
The generated PDF is committed, so users of the sample do not need the font.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import zipfile
from datetime import UTC, datetime
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = REPO_ROOT / "examples" / "hr_docs"

COMPANY = "星河科技有限公司"
ZIP_DATE = (2024, 1, 1, 0, 0, 0)

PDF_FONT = "WenQuanYi Micro Hei"
"""The one font the sample PDF is built with (its family name), whatever else is installed."""
PDF_FONT_PACKAGE = "fonts-wqy-microhei"
# Where distributions install it (Debian/Ubuntu, Fedora, Arch); KNOWDESK_CJK_FONT names another place.
PDF_FONT_PATHS = [
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "/usr/share/fonts/wqy-microhei/wqy-microhei.ttc",
    "/usr/share/fonts/TTF/wqy-microhei.ttc",
]


# ---------------------------------------------------------------------------
# Content: 企业IT设备管理规范V2.0.pdf
# ---------------------------------------------------------------------------

IT_PDF_NAME = "企业IT设备管理规范V2.0.pdf"
IT_PDF_TITLE = "企业IT设备管理规范V2.0"

# Elements: ("title", text) ("meta", text) ("h1", text) ("h2", text) ("p", text)
#           ("table", caption, col_widths_mm, rows)   -- rows[0] is the header
IT_PDF_CONTENT: list[tuple] = [
    ("title", "企业IT设备管理规范（V2.0）"),
    ("meta", "文件编号：XH-IT-GF-002　版本号：V2.0　发布部门：IT部　生效日期：2024年3月1日"),
    ("h1", "第1章 总则"),
    ("h2", "1.1 目的"),
    (
        "p",
        "为规范星河科技有限公司（以下简称“公司”）IT设备的配置、申领、使用、维修、归还和报废管理，"
        "保障公司信息资产安全，提高设备使用效率，控制IT采购成本，特制定本规范。",
    ),
    ("h2", "1.2 适用范围"),
    (
        "p",
        "本规范适用于公司全体员工（含试用期员工、实习生及外包驻场人员）使用的公司IT设备，包括笔记本电脑、"
        "台式电脑、显示器、手机测试机、服务器、网络设备及键盘鼠标、耳机等外设。员工自带设备接入公司网络的，"
        "按《信息安全管理制度》另行管理。",
    ),
    ("h2", "1.3 职责分工"),
    (
        "p",
        "（1）IT部：负责IT设备配置标准的制定、采购、资产登记、发放、维修和报废，IT服务台（深圳总部12楼东侧，"
        "分机8000，邮箱 it-help@xinghe.example）为员工提供统一服务入口；"
        "（2）各部门负责人：负责本部门设备需求的审核，督促员工妥善保管设备；"
        "（3）财务部：负责IT资产的入账、折旧和报废核销；"
        "（4）人力资源部：在员工入职、调岗、离职时通知IT部同步办理设备手续。",
    ),
    ("h1", "第2章 设备分类与配置标准"),
    ("h2", "2.1 配置标准"),
    (
        "p",
        "公司按岗位类别配置标准办公设备，设备实行“一人一机”，资产归公司所有。各岗位标准配置见表2-1，"
        "预算上限为单台（套）含税采购价。",
    ),
    (
        "table",
        "表2-1 各岗位IT设备配置标准",
        [28, 58, 32, 20, 32],
        [
            ["岗位类别", "笔记本电脑标准配置", "显示器", "使用年限", "预算上限（元）"],
            ["研发人员", "16英寸，Intel i7，32GB内存，1TB SSD", "27英寸4K，2台", "4年", "15000"],
            ["设计人员", "MacBook Pro 16英寸，36GB内存，1TB SSD", "27英寸5K，1台", "4年", "22000"],
            ["产品/测试人员", "14英寸，Intel i5，16GB内存，512GB SSD", "24英寸，1台", "4年", "8000"],
            ["职能/行政人员", "14英寸，Intel i5，16GB内存，512GB SSD", "24英寸，1台", "5年", "6000"],
            ["管理人员（M3及以上）", "14英寸轻薄本，Intel i7，16GB内存，1TB SSD", "27英寸，1台", "4年", "12000"],
        ],
    ),
    ("h2", "2.2 资产编号"),
    (
        "p",
        "所有IT设备在发放前由IT部粘贴资产标签，资产编号规则为“XH-类别代码-年份-流水号”，例如笔记本电脑"
        "XH-NB-2024-0315。资产标签不得撕毁或涂改，标签损坏的应及时到IT服务台补贴。",
    ),
    ("h1", "第3章 设备申领流程"),
    ("h2", "3.1 申领原则"),
    (
        "p",
        "员工申领IT设备一律通过OA系统提交《IT设备申领单》，不接受邮件、口头或纸质申请。申领单须写明设备类型、"
        "配置要求、用途、使用人和项目编号（项目专用设备）。标准配置以内的申领按3.2执行，超出标准配置的按3.4执行。",
    ),
    ("h2", "3.2 研发人员申领笔记本电脑"),
    (
        "p",
        "第一步：登录OA系统（https://oa.xinghe.example），进入“IT服务 > IT设备申领单”，设备类型选择“笔记本电脑”，"
        "配置选择“研发标准配置（16英寸/i7/32GB/1TB）”，填写用途说明。",
    ),
    ("p", "第二步：申领单自动流转至直属上级审批，直属上级应在1个工作日内审批。"),
    (
        "p",
        "第三步：部门负责人审批。研发中心员工由所在研发部门负责人审批；申领第二台笔记本电脑（如兼容性测试用）"
        "须额外经研发中心总监周涛审批。",
    ),
    (
        "p",
        "第四步：IT部资产管理员核对库存和配置。有库存的，IT部在审批通过后3个工作日内完成系统安装、全盘加密和"
        "开发环境预装；无库存需采购的，采购周期一般为10个工作日，IT部将在OA系统中更新预计到货日期。",
    ),
    (
        "p",
        "第五步：设备就绪后，OA系统发送领取通知，员工本人持工牌到IT服务台领取，现场检查设备外观和开机状态，"
        "并在《IT资产领用确认单》上签字确认，资产即登记在本人名下。",
    ),
    ("h2", "3.3 新员工设备申领"),
    (
        "p",
        "新员工的设备由其直属上级在新员工报到日前至少5个工作日代为提交《IT设备申领单》，使用人填写新员工姓名和"
        "预计报到日期。IT部在报到当天完成发放，同时开通企业邮箱、企业微信和OA系统账号。",
    ),
    ("h2", "3.4 超标准申领与临时借用"),
    (
        "p",
        "因项目需要申领超出表2-1标准配置的设备（如64GB内存、独立显卡工作站），须在申领单中说明理由，经部门负责人、"
        "IT部经理赵强审批；金额超过预算上限30%的，还须经财务部审批。临时借用设备（如演示用笔记本、测试手机）"
        "使用期限不超过30天，到期须归还或在OA系统办理续借。各类申领的审批流程见表3-1。",
    ),
    (
        "table",
        "表3-1 IT设备申领审批流程及办理时限",
        [46, 86, 38],
        [
            ["申领类型", "审批流程", "办理时限"],
            ["标准配置申领", "直属上级 → 部门负责人 → IT部资产管理员", "审批后3个工作日"],
            ["研发第二台笔记本", "直属上级 → 部门负责人 → 研发中心总监 → IT部", "审批后3个工作日"],
            ["超标准配置申领", "直属上级 → 部门负责人 → IT部经理 → 财务部（超预算30%）", "采购后10个工作日"],
            ["临时借用（≤30天）", "直属上级 → IT服务台", "当天或次日"],
            ["外设（键盘、鼠标、耳机）", "IT服务台直接办理", "当天"],
        ],
    ),
    ("h1", "第4章 设备使用与保管"),
    (
        "p",
        "4.1　员工应妥善保管名下设备，不得转借他人，不得私自拆机、更换配件或安装未经IT部授权的软件。公司笔记本电脑"
        "统一启用全盘加密（BitLocker或FileVault）和终端安全软件，员工不得关闭或卸载。",
    ),
    (
        "p",
        "4.2　设备丢失或被盗的，员工须在发现后24小时内报告IT服务台和直属上级，IT部将远程锁定设备并注销相关账号。"
        "因个人保管不善造成设备丢失或损坏的，按设备折旧后净值赔偿：使用第1年内按采购价的100%，此后每满1年递减25%。",
    ),
    ("p", "4.3　员工携带公司设备出境的，须提前3个工作日在OA系统提交《设备出境申请》，经IT部备案。"),
    ("h1", "第5章 设备维修、更换与报废"),
    (
        "p",
        "5.1　设备出现故障的，员工在OA系统提交“IT服务工单”，IT服务台在4个工作小时内响应。维修期间需要备用机的，"
        "IT部提供临时备用设备。保修期外的维修费用由IT部统一结算，员工不得自行送修。",
    ),
    (
        "p",
        "5.2　笔记本电脑使用满表2-1规定的使用年限的，员工可通过《IT设备申领单》申请以旧换新；未满年限但性能确已"
        "无法满足工作需要的，须经IT部检测确认。",
    ),
    ("p", "5.3　设备报废由IT部提出，经财务部核销资产后统一交由有资质的回收机构处理，报废前须完成数据销毁。"),
    ("h1", "第6章 离职与设备归还"),
    (
        "p",
        "6.1　员工离职、调岗或长期休假（连续超过3个月）的，须在最后工作日前将名下全部IT设备归还IT服务台。IT部"
        "核对资产编号、检查设备完好后，在《离职工作交接单》的“IT设备归还”一栏签字确认。",
    ),
    (
        "p",
        "6.2　设备归还后，IT部在2个工作日内完成数据备份与擦除。员工个人数据应在归还前自行清理，公司不承担个人数据"
        "丢失的责任。未归还设备或设备损坏的，按第4章规定从离职结算款中扣除赔偿金额。",
    ),
    ("h1", "第7章 附则"),
    ("p", "7.1　本规范由IT部负责解释和修订。"),
    ("p", "7.2　本规范自2024年3月1日起施行，原《IT设备管理规定（V1.0）》同时废止。"),
]


# ---------------------------------------------------------------------------
# Content: DOCX documents
# ---------------------------------------------------------------------------

# Elements: ("title", text) ("p", text) ("h1"/"h2"/"h3", text) ("bullet", text) ("table", caption, rows)
PROMOTION_DOCX_NAME = "员工晋升与年度定级评估办法.docx"
PROMOTION_DOCX_TITLE = "员工晋升与年度定级评估办法"
PROMOTION_DOCX_CONTENT: list[tuple] = [
    ("title", "星河科技有限公司员工晋升与年度定级评估办法"),
    ("p", "文件编号：XH-HR-BF-008　版本号：V1.3　发布部门：人力资源部　生效日期：2024年1月1日"),
    ("h1", "第一章 总则"),
    (
        "p",
        "第一条 为建立公平、透明的职级评估和晋升机制，激励员工持续成长，根据公司人才发展战略，制定本办法。",
    ),
    (
        "p",
        "第二条 本办法适用于已转正的全体正式员工。试用期员工不参加当年度年度定级评估，入职未满6个月的员工"
        "参加评估但不参与晋升。",
    ),
    ("p", "第三条 人力资源部负责组织年度定级评估和晋升评审，各部门HRBP负责本部门的具体实施。"),
    ("h1", "第二章 职级体系"),
    (
        "p",
        "第四条 公司职级分为专业序列（P序列）和管理序列（M序列）。专业序列共8级（P1–P8），管理序列共5级"
        "（M1–M5）。职级与典型岗位对应关系如下表。",
    ),
    (
        "table",
        "表1 职级体系对照表",
        [
            ["职级", "职级名称", "典型岗位", "晋升最短任职年限"],
            ["P1", "助理工程师/助理专员", "应届毕业生、初级岗位", "1年"],
            ["P2", "工程师/专员", "开发工程师、HR专员、会计", "1年"],
            ["P3", "高级工程师/高级专员", "高级开发工程师、招聘主管", "1.5年"],
            ["P4", "资深工程师", "资深开发工程师、资深产品经理", "2年"],
            ["P5", "技术专家", "架构师、专家级产品经理", "2年"],
            ["P6", "高级技术专家", "高级架构师", "2年"],
            ["P7", "首席专家", "首席架构师", "3年"],
            ["P8", "首席科学家", "公司级技术负责人", "—"],
            ["M1", "主管", "小组组长", "1年"],
            ["M2", "经理", "部门经理", "2年"],
            ["M3", "高级经理", "高级经理、部门负责人", "2年"],
            ["M4", "总监", "中心总监", "3年"],
            ["M5", "副总裁", "分管副总裁", "—"],
        ],
    ),
    ("h1", "第三章 年度定级评估"),
    ("h2", "第一节 评估周期"),
    (
        "p",
        "第五条 年度定级评估每年进行一次，评估期为当年1月1日至11月30日，评估工作于每年12月1日启动，"
        "12月31日前完成，结果于次年1月15日前在OA系统公布。",
    ),
    ("h2", "第二节 评估流程"),
    ("h3", "一、员工自评"),
    (
        "p",
        "第六条 员工于12月1日至12月7日登录OA系统“绩效管理 > 年度定级评估”，填写《年度定级评估表》，"
        "对照年度目标（OKR）完成情况进行自评，并列举3项代表性工作成果。",
    ),
    ("h3", "二、上级评估"),
    ("p", "第七条 直属上级于12月8日至12月15日完成评估，给出评估等级建议和书面评语，并与员工进行一对一面谈。"),
    ("h3", "三、校准会"),
    (
        "p",
        "第八条 各部门于12月16日至12月25日召开校准会，由部门负责人主持、HRBP参加，按第九条规定的比例对评估"
        "等级进行校准。研发中心的校准会由HRBP吴敏组织。",
    ),
    ("h3", "四、结果公示与申诉"),
    (
        "p",
        "第九条 评估结果确定后由直属上级向员工反馈。员工对结果有异议的，可在结果反馈后5个工作日内在OA系统提交"
        "《评估申诉表》，人力资源部在10个工作日内组织复核并给出最终结论。",
    ),
    ("h2", "第三节 评估等级与结果应用"),
    ("p", "第十条 年度定级评估结果分为S、A、B、C、D五个等级，各等级比例及结果应用如下表。"),
    (
        "table",
        "表2 评估等级、比例及结果应用",
        [
            ["等级", "定义", "比例", "年终奖系数", "年度调薪幅度"],
            ["S", "卓越：远超预期，有公司级影响", "≤10%", "2.0", "10%–15%"],
            ["A", "优秀：超出预期", "≤20%", "1.5", "6%–10%"],
            ["B", "良好：达到预期", "50%–60%", "1.0", "3%–5%"],
            ["C", "待改进：部分未达预期", "≤10%", "0.5", "不调薪"],
            ["D", "不合格：明显未达预期", "≤5%", "0", "不调薪，进入绩效改进计划"],
        ],
    ),
    (
        "p",
        "第十一条 年度定级评估为D的员工，进入为期3个月的绩效改进计划（PIP）；连续两年评估为C及以下的，"
        "公司可调整其岗位或职级。",
    ),
    ("h1", "第四章 晋升管理"),
    ("h2", "第一节 晋升条件"),
    ("p", "第十二条 员工申请晋升须同时满足以下条件："),
    ("bullet", "在当前职级任职满表1规定的最短任职年限；"),
    ("bullet", "最近一次年度定级评估结果为A及以上，或最近两次年度定级评估结果均为B及以上；"),
    ("bullet", "评估期内无违纪处分记录；"),
    ("bullet", "晋升至P6及以上或M3及以上职级的，须通过晋升评审委员会答辩。"),
    ("h2", "第二节 晋升窗口与流程"),
    (
        "p",
        "第十三条 公司每年开放两次晋升窗口：4月和10月。晋升流程为：直属上级提名 → 员工在OA系统提交"
        "《晋升申请表》→ HRBP资格审核 → 部门负责人审批 → 晋升评审委员会答辩（如需）→ 结果公示5个工作日 → 生效。",
    ),
    (
        "p",
        "第十四条 晋升自公示期满的次月1日起生效，晋升调薪幅度一般为8%–15%，且调整后的基本工资不低于新职级的"
        "薪资下限。晋升评审委员会主任由总裁陈建国担任，人力资源总监李明担任秘书长。",
    ),
    ("h2", "第三节 破格晋升"),
    (
        "p",
        "第十五条 对公司做出重大贡献（如主导的项目获得公司年度特等奖）的员工，经分管副总裁提名，可不受最短任职"
        "年限限制破格晋升，每年破格晋升人数不超过员工总数的1%。",
    ),
    ("h1", "第五章 附则"),
    ("p", "第十六条 本办法由人力资源部负责解释，自2024年1月1日起施行。"),
]

RESIGN_DOCX_NAME = "离职管理办法.docx"
RESIGN_DOCX_TITLE = "离职管理办法"
RESIGN_DOCX_CONTENT: list[tuple] = [
    ("title", "星河科技有限公司离职管理办法"),
    ("p", "文件编号：XH-HR-BF-011　版本号：V2.1　发布部门：人力资源部　生效日期：2023年10月1日"),
    ("h1", "第一章 总则"),
    (
        "p",
        "第一条 为规范员工离职管理，保障公司和员工双方的合法权益，确保工作顺利交接，依据《中华人民共和国劳动"
        "合同法》，制定本办法。本办法适用于公司全体员工。",
    ),
    (
        "p",
        "第二条 离职类型包括：员工主动辞职、协商解除劳动合同、劳动合同期满不续签、公司依法解除劳动合同。",
    ),
    ("h1", "第二章 离职申请与审批"),
    ("h2", "第一节 提前通知期"),
    (
        "p",
        "第三条 员工主动辞职的，试用期内应提前3天、转正后应提前30天通过OA系统提交《离职申请表》，书面通知公司。"
        "未按规定提前通知给公司造成损失的，应依法承担赔偿责任。",
    ),
    ("h2", "第二节 审批权限"),
    (
        "p",
        "第四条 P5及以下员工的离职申请由直属上级、部门负责人审批；P6及以上及M2及以上员工的离职申请，还须经分管"
        "副总裁审批。人力资源部在审批完成后1个工作日内与员工确认最后工作日。",
    ),
    ("h2", "第三节 离职面谈"),
    ("p", "第五条 人力资源部HRBP在员工提交离职申请后5个工作日内安排离职面谈，了解离职原因并记录存档。"),
    ("h1", "第三章 工作交接"),
    (
        "p",
        "第六条 员工须在最后工作日前完成工作交接，逐项填写《离职工作交接单》，各接收部门签字确认。交接事项如下表。",
    ),
    (
        "table",
        "表1 离职工作交接清单",
        [
            ["交接事项", "负责部门", "办理内容", "完成时限"],
            ["工作文档与项目", "所在部门", "移交文档、代码仓库权限、在办事项", "最后工作日前3天"],
            ["IT设备归还", "IT部", "归还笔记本电脑等设备，核对资产编号", "最后工作日"],
            ["账号注销", "IT部", "注销OA系统、企业邮箱、VPN账号", "最后工作日18:00"],
            ["借款与报销", "财务部", "结清备用金借款，提交未报销的差旅费报销单", "最后工作日前"],
            ["工牌与门禁卡", "行政部", "交回工牌、门禁卡、办公室钥匙", "最后工作日"],
            ["档案与证明", "人力资源部", "办理社保减员，开具离职证明", "最后工作日"],
        ],
    ),
    ("h1", "第四章 离职结算"),
    ("h2", "第一节 工资与假期结算"),
    (
        "p",
        "第七条 离职员工的工资结算至最后工作日，于下一个发薪日（每月10日）发放至工资卡。当年度未休的年假按在职"
        "天数折算，折算后未休天数按日工资的200%支付未休年假工资报酬。",
    ),
    ("h2", "第二节 社保与公积金"),
    (
        "p",
        "第八条 公司为离职员工缴纳社保和公积金至离职当月，自离职次月起停止缴纳。员工应在离职后15日内自行办理"
        "社保、公积金转移手续。",
    ),
    ("h2", "第三节 离职证明"),
    (
        "p",
        "第九条 员工完成全部交接手续后，人力资源部于最后工作日当天出具《离职证明》，载明劳动合同期限、解除日期、"
        "工作岗位和在本公司的工作年限。离职证明遗失的，可联系人力资源部补开。",
    ),
    ("h1", "第五章 竞业限制与保密"),
    (
        "p",
        "第十条 签订《竞业限制协议》的员工，离职后竞业限制期限最长不超过2年，公司按月支付竞业限制补偿金，"
        "标准为员工离职前12个月平均工资的30%。员工离职后仍须遵守《保密协议》约定的保密义务。",
    ),
    ("h1", "第六章 附则"),
    ("p", "第十一条 本办法由人力资源部负责解释，自2023年10月1日起施行。"),
]


# ---------------------------------------------------------------------------
# Content: XLSX workbooks
# ---------------------------------------------------------------------------

# Each workbook: {"title": str, "subject": str, "keywords": str, "created": datetime,
#                 "sheets": [{"name": str, "rows": [[...]], "notes": [str, ...], "widths": [...]}]}
# rows[0] is the header; notes are written below the table after one empty row.

_TRAVEL_GRADES = ["P1–P4", "P5–P7、M1–M2", "P8、M3及以上"]


def _travel_rules(std: dict[str, list[tuple[int, int, int | str]]], transport: list[str]) -> list[list]:
    rows: list[list] = [
        ["城市级别", "职级", "住宿标准（元/晚）", "餐补（元/天）", "市内交通补贴（元/天）", "城际交通工具"]
    ]
    for level, values in std.items():
        for grade, (hotel, meal, local), vehicle in zip(_TRAVEL_GRADES, values, transport, strict=True):
            rows.append([level, grade, hotel, meal, local, vehicle])
    return rows


_TRANSPORT = ["高铁二等座/飞机经济舱", "高铁一等座/飞机经济舱", "高铁商务座/飞机经济舱（全价）"]

TRAVEL_2024_RULES = _travel_rules(
    {
        "一线城市": [(500, 100, 80), (650, 120, 100), (900, 150, "实报实销")],
        "二线城市": [(400, 80, 60), (500, 100, 80), (700, 120, 100)],
        "其他城市": [(300, 60, 50), (400, 80, 60), (550, 100, 80)],
    },
    _TRANSPORT,
)
TRAVEL_2022_RULES = _travel_rules(
    {
        "一线城市": [(400, 80, 60), (550, 100, 80), (800, 120, "实报实销")],
        "二线城市": [(350, 60, 50), (450, 80, 60), (600, 100, 80)],
        "其他城市": [(250, 50, 40), (350, 60, 50), (500, 80, 60)],
    },
    ["高铁二等座/飞机经济舱", "高铁二等座/飞机经济舱", "高铁一等座/飞机经济舱"],
)

_CITIES = [
    ("北京", "北京", "一线城市"),
    ("上海", "上海", "一线城市"),
    ("广州", "广东", "一线城市"),
    ("深圳", "广东", "一线城市"),
    ("杭州", "浙江", "二线城市"),
    ("南京", "江苏", "二线城市"),
    ("成都", "四川", "二线城市"),
    ("武汉", "湖北", "二线城市"),
    ("西安", "陕西", "二线城市"),
    ("苏州", "江苏", "二线城市"),
    ("厦门", "福建", "二线城市"),
    ("长沙", "湖南", "二线城市"),
    ("东莞", "广东", "其他城市"),
    ("珠海", "广东", "其他城市"),
    ("洛阳", "河南", "其他城市"),
    ("桂林", "广西", "其他城市"),
]


def _city_sheet(rules: list[list], year: int) -> list[list]:
    base = {r[0]: r[2] for r in rules[1:] if r[1] == _TRAVEL_GRADES[0]}
    rows: list[list] = [["城市", "省份", "城市级别", f"{year}年住宿标准上限（P1–P4，元/晚）"]]
    rows += [[c, p, lvl, base[lvl]] for c, p, lvl in _CITIES]
    return rows


TRAVEL_2024_CLAIMS = [
    [
        "报销单号",
        "申请人",
        "部门",
        "出差城市",
        "出发日期",
        "天数",
        "住宿费（元）",
        "餐补（元）",
        "交通费（元）",
        "合计（元）",
        "审批状态",
    ],
    ["BX20240312001", "黄磊", "研发中心", "北京", "2024-03-12", 3, 1500, 300, 1260, 3060, "已付款"],
    ["BX20240408002", "吴敏", "人力资源部", "杭州", "2024-04-08", 2, 800, 160, 420, 1380, "已付款"],
    ["BX20240520003", "徐婷", "研发中心", "成都", "2024-05-20", 4, 1600, 320, 1980, 3900, "已付款"],
    ["BX20240611004", "赵强", "IT部", "上海", "2024-06-11", 2, 1300, 240, 1150, 2690, "财务审核中"],
    ["BX20240703005", "何静", "人力资源部", "东莞", "2024-07-03", 1, 300, 60, 160, 520, "已付款"],
    ["BX20240826006", "刘洋", "财务部", "北京", "2024-08-26", 3, 2700, 450, 2860, 6010, "已付款"],
    ["BX20240917007", "林晓", "IT部", "广州", "2024-09-17", 2, 1000, 200, 380, 1580, "已驳回（超标准）"],
]

TRAVEL_2024_NOTES = [
    "注：",
    "1. 一线城市指北京、上海、广州、深圳；二线城市及其他城市的划分见“城市级别对照”工作表。",
    "2. 住宿费凭发票在标准内实报实销，超出标准部分由个人承担；两名同性别员工同行的，原则上合住一间，标准按较高职级执行。",
    "3. 餐补和市内交通补贴按出差天数包干发放，无需发票；公司或客户已安排用餐的，当天餐补减半。",
    "4. 报销须在出差结束后30日内通过OA系统提交《差旅费报销单》，附行程单和发票电子件；项目出差费用须使用《项目报销单》并填写项目编号。",
    "5. 审批流程：直属上级 → 部门负责人 → 财务部审核（孙丽）；单笔金额20000元及以上的，还须财务总监刘洋审批。财务部审核通过后5个工作日内打款至员工工资卡。",
    "6. 本标准自2024年1月1日起执行，原《差旅费报销标准2022》同时废止。",
]

TRAVEL_2022_NOTES = [
    "注：",
    "1. 一线城市指北京、上海、广州、深圳；其余城市划分见“城市级别对照”工作表。",
    "2. 住宿费凭发票在标准内实报实销，超出标准部分由个人承担。",
    "3. 报销须在出差结束后60日内提交纸质《差旅费报销单》，经部门负责人签字后交财务部。",
    "4. 本标准自2022年1月1日起执行。",
]

ORG_ROWS = [
    ["姓名", "部门", "上级", "职责"],
    ["陈建国", "总裁办", "", "总裁，全面负责公司经营管理，晋升评审委员会主任"],
    ["郑伟", "总裁办", "陈建国", "副总裁，分管人力资源部、财务部、行政部"],
    ["周涛", "研发中心", "陈建国", "研发中心总监，分管研发中心和IT部"],
    ["李明", "人力资源部", "郑伟", "人力资源总监，负责招聘、薪酬、员工关系，晋升评审委员会秘书长"],
    ["王芳", "人力资源部薪酬组", "李明", "薪酬组经理，负责工资核算、社保公积金、加班费核算"],
    ["何静", "人力资源部", "李明", "招聘与入职主管，负责新员工入职手续和劳动合同签订"],
    ["吴敏", "人力资源部", "李明", "HRBP，对接研发中心，负责年度定级评估校准和晋升资格审核"],
    ["刘洋", "财务部", "郑伟", "财务总监，审批单笔20000元及以上的报销"],
    ["孙丽", "财务部", "刘洋", "费用报销主管，负责差旅费报销审核和工资卡办理"],
    ["马超", "行政部", "郑伟", "行政主管，负责工牌门禁、办公场地和会议室"],
    ["赵强", "IT部", "周涛", "IT部经理，负责IT设备采购、资产管理和超标准申领审批"],
    ["林晓", "IT部", "赵强", "IT服务台工程师，负责设备发放、账号开通和IT服务工单"],
    ["黄磊", "研发中心", "周涛", "后端开发组组长，负责本组请假和IT设备申领的一级审批"],
    ["徐婷", "研发中心", "黄磊", "高级开发工程师"],
]

APPROVAL_ROWS = [
    ["事项", "审批人", "部门"],
    ["请假（1天及以内）", "直属上级", "所在部门"],
    ["请假（4天至10天）备案审核", "李明", "人力资源部"],
    ["请假（10天以上）", "郑伟", "总裁办"],
    ["产假、婚假材料核验", "李明", "人力资源部"],
    ["IT设备申领（标准配置）", "赵强", "IT部"],
    ["研发人员申领第二台笔记本电脑", "周涛", "研发中心"],
    ["差旅费报销审核", "孙丽", "财务部"],
    ["差旅费报销（单笔20000元及以上）", "刘洋", "财务部"],
    ["工资卡办理与变更", "孙丽", "财务部"],
    ["工资与加班费核算", "王芳", "人力资源部薪酬组"],
    ["年度定级评估校准（研发中心）", "吴敏", "人力资源部"],
    ["晋升评审（P6及以上、M3及以上）", "陈建国", "总裁办"],
    ["离职审批（P6及以上、M2及以上）", "郑伟", "总裁办"],
]

PARTNER_ROWS = [
    ["客户", "供应商", "关系", "年采购额（万元）"],
    ["星河科技有限公司", "深圳鹏达电脑有限公司", "笔记本电脑及显示器供应商", 380],
    ["星河科技有限公司", "华南云数据服务有限公司", "云服务器及存储供应商", 520],
    ["星河科技有限公司", "途安商旅服务有限公司", "差旅机票酒店预订服务商", 260],
    ["星河科技有限公司", "康宁健康管理有限公司", "员工入职体检及年度体检服务商", 45],
    ["广州明远零售集团", "星河科技有限公司", "零售管理软件客户", 860],
    ["杭州云帆物流有限公司", "星河科技有限公司", "SaaS订阅客户", 310],
    ["深圳鹏达电脑有限公司", "东莞精工电子科技有限公司", "电脑零部件供应商", 1200],
]

SALARY_ROWS = [
    [
        "职级",
        "职级名称",
        "基本工资下限（元/月）",
        "基本工资中位值（元/月）",
        "基本工资上限（元/月）",
        "年终奖基数（月）",
    ],
    ["P1", "助理工程师/助理专员", 6000, 7500, 9000, 1],
    ["P2", "工程师/专员", 9000, 11500, 14000, 1.5],
    ["P3", "高级工程师/高级专员", 14000, 17500, 21000, 2],
    ["P4", "资深工程师", 20000, 25000, 30000, 2],
    ["P5", "技术专家", 28000, 35000, 42000, 3],
    ["P6", "高级技术专家", 40000, 48000, 56000, 3],
    ["P7", "首席专家", 52000, 62000, 72000, 4],
    ["P8", "首席科学家", 70000, 85000, 100000, 4],
    ["M1", "主管", 15000, 19000, 23000, 2],
    ["M2", "经理", 22000, 28000, 34000, 2.5],
    ["M3", "高级经理", 32000, 40000, 48000, 3],
    ["M4", "总监", 45000, 57000, 69000, 4],
    ["M5", "副总裁", 65000, 82000, 99000, 5],
]

ALLOWANCE_ROWS = [
    ["项目", "标准", "适用范围"],
    ["餐补", "25元/出勤日", "全体员工"],
    ["交通补贴", "300元/月", "全体员工"],
    ["管理人员车补", "1500元/月", "M3及以上"],
    ["专家津贴", "2000元/月", "P6及以上"],
    ["外派补贴", "150元/天", "外派异地项目连续30天以上"],
]

SALARY_NOTES = [
    "密级：机密",
    "本表仅限人力资源部薪酬组及公司管理层查阅，严禁复制、外传或在非授权场合引用。",
    "生效日期：2024年1月1日；编制：人力资源部薪酬组。",
]


def _workbooks() -> dict[str, dict]:
    return {
        "差旅费报销标准2024.xlsx": {
            "title": "差旅费报销标准2024",
            "subject": "差旅费报销标准（2024年1月1日起执行）",
            "keywords": "差旅报销;住宿标准;餐补",
            "created": datetime(2023, 12, 20, 9, 0, 0),
            "sheets": [
                {"name": "差旅报销标准", "rows": TRAVEL_2024_RULES, "notes": TRAVEL_2024_NOTES},
                {"name": "城市级别对照", "rows": _city_sheet(TRAVEL_2024_RULES, 2024)},
                {"name": "2024年报销单记录", "rows": TRAVEL_2024_CLAIMS},
            ],
        },
        "差旅费报销标准2022.xlsx": {
            "title": "差旅费报销标准2022",
            "subject": "差旅费报销标准（2022年1月1日起执行）",
            "keywords": "差旅报销;住宿标准;餐补",
            "created": datetime(2021, 12, 15, 9, 0, 0),
            "sheets": [
                {"name": "差旅报销标准", "rows": TRAVEL_2022_RULES, "notes": TRAVEL_2022_NOTES},
                {"name": "城市级别对照", "rows": _city_sheet(TRAVEL_2022_RULES, 2022)},
            ],
        },
        "组织架构与审批关系.xlsx": {
            "title": "组织架构与审批关系",
            "subject": "组织架构、审批关系及客户供应商关系",
            "keywords": "组织架构;审批人;供应商",
            "created": datetime(2024, 6, 1, 9, 0, 0),
            "sheets": [
                {"name": "组织架构", "rows": ORG_ROWS},
                {"name": "审批关系", "rows": APPROVAL_ROWS},
                {"name": "客户供应商关系", "rows": PARTNER_ROWS},
            ],
        },
        "薪资等级表（保密）.xlsx": {
            "title": "薪资等级表（保密）",
            "subject": "密级：机密",
            "keywords": "保密;机密;薪资等级",
            "created": datetime(2023, 12, 25, 9, 0, 0),
            "sheets": [
                {"name": "薪资等级表", "rows": SALARY_ROWS, "notes": SALARY_NOTES},
                {"name": "津贴标准", "rows": ALLOWANCE_ROWS, "notes": ["密级：机密"]},
            ],
        },
    }


DOCX_DOCS = {
    PROMOTION_DOCX_NAME: (PROMOTION_DOCX_TITLE, PROMOTION_DOCX_CONTENT, datetime(2023, 12, 15, 9, 0, 0)),
    RESIGN_DOCX_NAME: (RESIGN_DOCX_TITLE, RESIGN_DOCX_CONTENT, datetime(2023, 9, 20, 9, 0, 0)),
}
PDF_CREATED = datetime(2024, 2, 20, 9, 0, 0, tzinfo=UTC)


# ---------------------------------------------------------------------------
# Builders
# ---------------------------------------------------------------------------


def _normalize_zip(path: Path) -> None:
    """Rewrite a zip (docx/xlsx) with fixed entry timestamps so rebuilds are byte-identical."""
    with zipfile.ZipFile(path) as src:
        entries = [(info.filename, src.read(info.filename)) for info in src.infolist()]
    tmp = path.with_suffix(path.suffix + ".tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as dst:
        for name, data in entries:
            info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            dst.writestr(info, data)
    tmp.replace(path)


def _faces(path: str) -> list[tuple[str, bool]]:
    """(family name, has TrueType outlines) of each face in a .ttf/.otf/.ttc file."""
    from fontTools.ttLib import TTCollection, TTFont

    with Path(path).open("rb") as fh:
        is_collection = fh.read(4) == b"ttcf"
    fonts = TTCollection(path, lazy=True).fonts if is_collection else [TTFont(path, lazy=True)]
    return [(f["name"].getBestFamilyName() or "?", "glyf" in f) for f in fonts]


def find_cjk_font() -> tuple[str, int]:
    """(path, face index) of the PDF font, PDF_FONT; SystemExit saying what to install otherwise."""
    need = (
        f"The sample PDF is built with the font {PDF_FONT} only (the font the committed PDF embeds), so that "
        f"it rebuilds the same on every machine. Install it (Debian/Ubuntu: apt-get install {PDF_FONT_PACKAGE}) "
        f"or point KNOWDESK_CJK_FONT at its file."
    )
    env = os.environ.get("KNOWDESK_CJK_FONT")
    paths = [env] if env else [p for p in PDF_FONT_PATHS if Path(p).is_file()]
    if env and not Path(env).is_file():
        raise SystemExit(f"KNOWDESK_CJK_FONT={env} does not exist. {need}")
    for path in paths:
        try:
            faces = _faces(path)
        except Exception as exc:  # not a font file at all
            raise SystemExit(f"{path} is not a readable font ({exc}). {need}") from exc
        for index, (family, truetype) in enumerate(faces):
            if family == PDF_FONT and truetype:
                return path, index
        if env:
            found = ", ".join(family for family, _ in faces)
            raise SystemExit(f"KNOWDESK_CJK_FONT={env} holds {found}, not {PDF_FONT}. {need}")
    raise SystemExit(f"{PDF_FONT} is not installed (looked in {', '.join(PDF_FONT_PATHS)}). {need}")


def check_text_layer(path: Path) -> None:
    """Refuse a PDF whose text cannot be extracted again (a font fpdf2 embedded wrongly)."""
    import pdfplumber

    with pdfplumber.open(path) as pdf:
        text = "".join(page.extract_text() or "" for page in pdf.pages)
    if IT_PDF_TITLE not in text:
        raise SystemExit(f"{path.name} was built but its text cannot be extracted; is {PDF_FONT} intact?")


def build_pdf(out: Path) -> Path:
    from fpdf import FPDF
    from fpdf.enums import WrapMode
    from fpdf.fonts import FontFace

    font_path, font_index = find_cjk_font()

    class _PDF(FPDF):
        def header(self) -> None:
            self.set_font("cjk", size=8)
            self.set_text_color(110, 110, 110)
            self.cell(0, 6, f"{COMPANY}　{IT_PDF_TITLE}", align="R", new_x="LMARGIN", new_y="NEXT")
            self.set_text_color(0, 0, 0)
            self.ln(2)

        def footer(self) -> None:
            self.set_y(-14)
            self.set_font("cjk", size=8)
            self.set_text_color(110, 110, 110)
            self.cell(0, 6, f"第 {self.page_no()} 页", align="C")
            self.set_text_color(0, 0, 0)

    pdf = _PDF(format="A4")
    pdf.add_font("cjk", fname=font_path, collection_font_number=font_index)
    pdf.set_margins(20, 18, 20)
    pdf.set_auto_page_break(auto=True, margin=20)
    pdf.set_title(IT_PDF_TITLE)
    pdf.set_author(f"{COMPANY} IT部")
    pdf.set_subject("IT设备配置、申领、使用、归还与报废管理规范")
    pdf.set_keywords("IT设备;设备申领;笔记本电脑;OA系统")
    pdf.set_creator("knowdesk scripts/build_sample_kb.py")
    pdf.set_producer("fpdf2")
    pdf.set_creation_date(PDF_CREATED)
    pdf.set_lang("zh-CN")
    pdf.add_page()
    width = pdf.epw
    for item in IT_PDF_CONTENT:
        kind = item[0]
        if kind == "title":
            pdf.set_font("cjk", size=18)
            pdf.ln(4)
            pdf.multi_cell(width, 10, item[1], align="C", new_x="LMARGIN", new_y="NEXT")
        elif kind == "meta":
            pdf.set_font("cjk", size=9)
            pdf.multi_cell(width, 6, item[1], align="C", new_x="LMARGIN", new_y="NEXT")
            pdf.ln(4)
        elif kind == "h1":
            if pdf.will_page_break(30):
                pdf.add_page()
            pdf.ln(3)
            pdf.set_font("cjk", size=14)
            pdf.multi_cell(width, 9, item[1], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
        elif kind == "h2":
            if pdf.will_page_break(20):
                pdf.add_page()
            pdf.set_font("cjk", size=12)
            pdf.multi_cell(width, 8, item[1], new_x="LMARGIN", new_y="NEXT")
        elif kind == "p":
            pdf.set_font("cjk", size=10.5)
            pdf.multi_cell(width, 6.5, item[1], new_x="LMARGIN", new_y="NEXT", wrapmode=WrapMode.CHAR)
            pdf.ln(1.5)
        elif kind == "table":
            _, caption, col_widths, rows = item
            if pdf.will_page_break(12 + 9 * len(rows)):
                pdf.add_page()
            pdf.set_font("cjk", size=10)
            pdf.multi_cell(width, 7, caption, align="C", new_x="LMARGIN", new_y="NEXT")
            pdf.set_font("cjk", size=9)
            pdf.set_draw_color(0, 0, 0)
            pdf.set_line_width(0.3)
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
            pdf.ln(4)
        else:  # pragma: no cover - content error
            raise ValueError(f"unknown PDF element {kind!r}")
    target = out / IT_PDF_NAME
    pdf.output(str(target))
    check_text_layer(target)
    return target


def build_docx(out: Path, name: str, title: str, content: list[tuple], created: datetime) -> Path:
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
        elif kind in ("h1", "h2", "h3"):
            doc.add_heading(item[1], level=int(kind[1]))
        elif kind == "p":
            doc.add_paragraph(item[1])
        elif kind == "bullet":
            doc.add_paragraph(item[1], style="List Bullet")
        elif kind == "table":
            _, caption, rows = item
            cap = doc.add_paragraph(caption, style="Caption")
            cap.alignment = 1
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
    props.author = f"{COMPANY} 人力资源部"
    props.last_modified_by = f"{COMPANY} 人力资源部"
    props.subject = title
    props.keywords = "HR管理;制度"
    props.comments = "knowdesk sample knowledge base (fictional company)"
    props.created = created
    props.modified = created
    props.last_printed = created
    props.revision = 1
    target = out / name
    doc.save(str(target))
    _normalize_zip(target)
    return target


def build_xlsx(out: Path, name: str, spec: dict) -> Path:
    from openpyxl import Workbook
    from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
    from openpyxl.utils import get_column_letter
    from openpyxl.writer.excel import ExcelWriter

    wb = Workbook()
    wb.remove(wb.active)
    thin = Side(style="thin", color="000000")
    border = Border(left=thin, right=thin, top=thin, bottom=thin)
    header_fill = PatternFill("solid", fgColor="DDEBF7")
    for sheet in spec["sheets"]:
        ws = wb.create_sheet(sheet["name"])
        rows = sheet["rows"]
        for r, row in enumerate(rows, start=1):
            for c, value in enumerate(row, start=1):
                cell = ws.cell(row=r, column=c, value=value)
                cell.border = border
                cell.alignment = Alignment(vertical="center", wrap_text=True)
                if r == 1:
                    cell.font = Font(bold=True)
                    cell.fill = header_fill
        notes = sheet.get("notes") or []
        start = len(rows) + 2
        for i, note in enumerate(notes):
            ws.cell(row=start + i, column=1, value=note)
        ncols = len(rows[0])
        for c in range(1, ncols + 1):
            longest = max(len(str(row[c - 1])) for row in rows if c - 1 < len(row))
            ws.column_dimensions[get_column_letter(c)].width = min(max(10, longest * 2 + 2), 48)
        ws.freeze_panes = "A2"
    props = wb.properties
    props.title = spec["title"]
    props.subject = spec["subject"]
    props.keywords = spec["keywords"]
    props.creator = f"{COMPANY}"
    props.lastModifiedBy = f"{COMPANY}"
    props.description = "knowdesk sample knowledge base (fictional company)"
    props.created = spec["created"]
    props.modified = spec["created"]
    target = out / name
    # openpyxl's save_workbook() stamps `modified` with now(); use the writer directly instead.
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, allowZip64=True) as archive:
        ExcelWriter(wb, archive).save()
    _normalize_zip(target)
    return target


def build_all(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    built = [build_pdf(out)]
    for name, (title, content, created) in DOCX_DOCS.items():
        built.append(build_docx(out, name, title, content, created))
    for name, spec in _workbooks().items():
        built.append(build_xlsx(out, name, spec))
    return built


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder (default: examples/hr_docs)")
    args = parser.parse_args(argv)
    out: Path = args.out
    # Build into a temporary folder first so a failure never leaves half-written files behind.
    with tempfile.TemporaryDirectory() as tmp:
        built = build_all(Path(tmp))
        out.mkdir(parents=True, exist_ok=True)
        for path in built:
            shutil.copyfile(path, out / path.name)
            print(f"wrote {out / path.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
