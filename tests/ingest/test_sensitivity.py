"""A document is hidden from ordinary employees only when it is marked confidential, not when a rule in it
talks about secrecy."""

from knowdesk.ingest.sensitivity import marked, sensitive_document


def test_a_rule_about_secrecy_is_not_a_marking() -> None:
    policy = "第一条 为规范员工行为，制定本规定。\n第九条 公司对举报人的身份信息严格保密，不得泄露。\n"
    assert not sensitive_document("员工行为准则.docx", policy)
    assert not marked("员工可拨打EAP热线，咨询内容严格保密。")


def test_english_text_about_confidential_information_is_not_a_marking() -> None:
    text = "Acceptable Use Policy\nConfidential information must not be copied to personal devices.\n"
    assert not sensitive_document("Acceptable Use Policy.md", text)


def test_classification_marks_make_a_document_sensitive() -> None:
    assert sensitive_document("高管薪酬.txt", "密级：机密\n高管薪酬调整方案\n")
    assert sensitive_document("plan.txt", "绝密项目计划：代号北极星，预算三千万元。\n")
    assert sensitive_document("notes.md", "# 年度预算\n【保密】\n各部门预算如下。\n")
    assert sensitive_document("roadmap.md", "Roadmap 2027\nCONFIDENTIAL - internal use only\nQ1: launch.\n")
    assert sensitive_document("memo.txt", "Classification: Confidential\nMerger terms.\n")


def test_the_file_name_can_mark_a_document() -> None:
    assert sensitive_document("薪资等级表（保密）.xlsx", "职级 基本工资\n")


def test_a_fragment_is_marked_by_its_own_label_line() -> None:
    assert marked("机密\n第三季度的裁员名单如下。")
    assert not marked("第三季度计划保密，请勿外传的说法并不准确。")
