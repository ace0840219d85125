"""Question shapes in local mode and in conversation: multi-part questions, steps and lists, "是谁" asking for a
role, style requests that must not swallow questions, elliptical follow-ups (issue 18)."""

from __future__ import annotations

from knowdesk.config import QASettings
from knowdesk.conversation import Conversation
from knowdesk.conversation.intents import complete_follow_up, names_someone, wants_steps
from knowdesk.conversation.tokens import TokenCounter
from knowdesk.graphs.qa import merge_answers
from knowdesk.ingest.tags import TagDictionary
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local import LocalDecomposer, LocalStepsSummarizer, TopicTerms, asked_phrase, borrow_question
from tests.qa.conftest import GLOSSARY

G = Glossary.load(GLOSSARY)


def test_a_second_clause_naming_its_own_subject_is_its_own_part_and_a_detail_stays_with_the_first() -> None:
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))  # no glossary, no tags: nouns decide
    assert d.decompose("工资每月几号发？押金在哪里交？", 3) == ["工资每月几号发", "押金在哪里交"]
    # the same kind asked of two things is as often answered by one sentence (a timetable)
    assert d.decompose("上班时间是几点到几点？午饭是几点？", 3) == ["上班时间是几点到几点，午饭是几点"]
    # a detail or a condition of the same question is asked with it
    assert d.decompose("陪产假有几天，要在多久内休完？", 3) == ["陪产假有几天，要在多久内休完"]
    assert d.decompose("事假一次最多请几天？全年累计呢？", 3) == ["事假一次最多请几天，全年累计呢"]


def test_a_second_question_of_another_kind_is_asked_of_the_first_subject() -> None:
    """ "…多少？…几年？": an amount then a duration of one thing are two questions; the second borrows the first's
    subject up to its question word, or keeps its own where it names one after a time word (每周远程办公)."""
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))
    assert d.decompose("员工宿舍押金交多少？最长能住几年？", 3) == [
        "员工宿舍押金交多少",
        "员工宿舍押金，最长能住几年",
    ]
    assert d.decompose("每月能调休几次？每周的居家办公最多几天？", 3)[1] == "每周的居家办公最多几天"
    # a yes/no then its amount stays one question: the amount is the answer's detail
    assert d.decompose("夜班有补贴吗？给多少？", 3) == ["夜班有补贴吗，给多少"]


def test_sub_answers_state_each_clause_once() -> None:
    """Two parts answered by one sentence, or by two where one continues the other: nothing is stated twice
    (compared without citations), so the conclusion line reads as one statement."""
    cited = "结论：工伤应当自事故发生之日起30日内申报。（《安全制度》第十九条）\n依据：《安全制度》第十九条：…"
    bare = "结论：工伤应当自事故发生之日起30日内申报。\n依据：《安全制度》第十九条：…"
    assert (
        merge_answers([cited, bare]).splitlines()[0]
        == "结论：工伤应当自事故发生之日起30日内申报。（《安全制度》第十九条）。"
    )
    first = "结论：门禁卡每年更换一次；员工丢失门禁卡的\n依据：《门禁管理》二：…"
    second = "结论：员工丢失门禁卡的，补办费20元。\n依据：《门禁管理》二：…"
    assert merge_answers([first, second]).splitlines()[0] == "结论：门禁卡每年更换一次；员工丢失门禁卡的，补办费20元。"
    # a number or a negation is no boundary: 5天 is not stated by 15天, nor 可以 by 不可以
    assert merge_answers(["结论：5天。", "结论：15天。"]).splitlines()[0] == "结论：5天；15天。"
    assert merge_answers(["结论：可以。", "结论：不可以。"]).splitlines()[0] == "结论：可以；不可以。"
    # of two alike, the one citing its source stays
    cites = merge_answers(["结论：全员适用", "结论：全员适用（《考勤制度》第一条）"]).splitlines()[0]
    assert cites == "结论：全员适用（《考勤制度》第一条）。"
    # two rows alike in part are two statements, each whole
    rows = ["结论：部门：财务处；职务：处长；电话：8001", "结论：部门：后勤处；职务：处长；电话：8002"]
    assert (
        merge_answers(rows).splitlines()[0]
        == "结论：部门：财务处；职务：处长；电话：8001；部门：后勤处；职务：处长；电话：8002。"
    )


def test_punctuation_inside_a_title_parts_no_clauses() -> None:
    """ "《安全第一，预防为主》宣传手册在哪领": the title names one thing; its comma is no clause end."""
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))
    assert d.decompose("《安全第一，预防为主》宣传手册在哪领？", 3) == ["《安全第一，预防为主》宣传手册在哪领"]
    assert d.decompose("《你好！同事》培训在几楼？", 3) == ["《你好！同事》培训在几楼"]


def test_a_contact_detail_asked_after_a_who_question_is_that_ones() -> None:
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))
    assert d.decompose("信息部经理是谁？办公室在哪？", 3) == ["信息部经理是谁", "信息部经理办公室在哪"]
    assert d.decompose("后勤科科长是谁？电话多少？", 3)[1] == "后勤科科长电话多少"
    assert d.decompose("工资每月几号发？押金在哪里交？", 3)[1] == "押金在哪里交"  # no contact detail: its own


def test_a_later_part_naming_no_place_site_or_level_asks_about_the_first_parts() -> None:
    """The row a table answers from hangs on the place, site or level the question named once."""
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({"差旅": ("餐补",), "假期": ("探亲",)})))
    assert d.decompose("石渠站每年探亲几次，餐补多少？", 3) == ["石渠站每年探亲几次", "石渠站，餐补多少"]
    assert d.decompose("P7去深圳出差的餐补多少？探亲呢有几次？", 3)[1].startswith("深圳、P7，")
    # a part with its own place keeps it, and nothing is carried when the first names none
    assert d.decompose("深圳餐补多少？广州餐补多少？", 3) == ["深圳餐补多少", "广州餐补多少"]
    assert d.decompose("探亲每年几次？餐补多少？", 3) == ["探亲每年几次", "餐补多少"]


def test_an_english_question_splits_where_a_second_ask_opens() -> None:
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))
    assert d.decompose("How much can I claim for taxis per day, and when will I get the money back?", 3) == [
        "How much can I claim for taxis per day",
        "when will I get the money back",
    ]
    # a second ask that leans on the first ("it") is read with it
    assert d.decompose("Is the meal allowance paid? Who approves it?", 3) == [
        "Is the meal allowance paid? Who approves it"
    ]
    # a comma inside one ask, and "and" joining two things asked the same, stay one question
    assert d.decompose("My grandmother died, how many days off can I take?", 3) == [
        "My grandmother died, how many days off can I take"
    ]
    assert d.decompose("How many days of sick leave and annual leave do I get?", 3) == [
        "How many days of sick leave and annual leave do I get"
    ]


def test_a_property_asked_after_a_thing_is_asked_of_that_thing() -> None:
    """ "比例多少" names no thing of its own: it is the 企业年金's 比例, not a question to ask alone."""
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))
    assert d.decompose("医院给职工交企业年金吗？比例多少？", 3) == ["医院给职工交企业年金吗，比例多少"]
    assert d.decompose("工资每月几号发？押金在哪里交？", 3) == ["工资每月几号发", "押金在哪里交"]


def test_a_length_or_person_asked_without_a_classic_question_word_is_a_part_not_context() -> None:
    """ "多长时间内" and "找谁" ask as much as 几 or 多少: such a clause is a question of its own, not context."""
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({"请假": ("丧假",), "薪资": ("工资",)})))
    assert d.decompose("丧假要在多长时间内休完？休丧假期间有工资吗", 3) == [
        "丧假要在多长时间内休完",
        "休丧假期间有工资吗",
    ]
    # a time limit and a person asked of one thing are two parts, the second with the first's subject
    assert d.decompose("出了工伤要在多久内报，找谁报？", 3) == ["出了工伤要在多久内报", "出了工伤，找谁报"]


def test_you_asks_the_same_of_another_thing_and_a_listed_ask_borrows_the_subject() -> None:
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))
    assert d.decompose("中班津贴多少，中班餐补又是多少？", 3) == ["中班津贴多少", "中班餐补又是多少"]
    assert d.decompose("迟到一次罚多少钱、扣几分？", 3) == ["迟到一次罚多少钱", "迟到一次扣几分"]
    assert d.decompose("每人每年发多少套工装、多少双劳保鞋", 3) == ["每人每年发多少套工装", "每人每年发多少双劳保鞋"]
    assert d.decompose("K4、K5的住宿标准是多少？", 3) == ["K4、K5的住宿标准是多少"]  # listed conditions, one ask


def test_a_follow_up_swaps_the_whole_phrase_that_ends_in_its_head_word() -> None:
    """ "乙类岗位" replaces "甲类粉尘岗位" (modifier and all), not the stretch "粉尘岗位" of the same length."""
    assert (
        complete_follow_up("那乙类岗位呢？", "甲类粉尘岗位8月的防护补贴是多少？", G) == "乙类岗位8月的防护补贴是多少？"
    )
    assert borrow_question("严重违章", "一般安全违章罚多少", Glossary.load(None)) == "严重违章罚多少"


def test_an_elliptical_part_swaps_the_parallel_phrase() -> None:
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))
    assert d.decompose("父母去世丧假几天？祖父母去世呢？", 3) == ["父母去世丧假几天", "祖父母去世丧假几天"]
    assert complete_follow_up("那B类岗位呢？", "A类岗位7月的高温津贴是多少？", G) == "B类岗位7月的高温津贴是多少？"
    assert complete_follow_up("那较重违规呢", "一般违规罚多少钱？", G) == "较重违规罚多少钱？"
    assert complete_follow_up("P6呢？", "P5住宿标准多少", G) == "P6住宿标准多少"
    assert complete_follow_up("那病假呢？", "年假有几天", G) == "病假有几天"
    assert complete_follow_up("工资几号发呢？", "年假有几天", G) == "工资几号发呢？"  # asks a question of its own


def test_a_post_asked_after_another_post_is_not_asked_the_other_posts_question() -> None:
    """ "仓管员呢" after a question about the 叉车司机's allowance: no rule puts 仓管员 into that question (the
    allowance rules of the one post would answer it for a post the documents may never name)."""
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))
    assert "仓管员每月高温补贴多少" not in d.decompose("叉车司机每月高温补贴多少？仓管员呢", 3)


def test_a_bare_ask_for_the_steps_stays_with_the_question_asking_how() -> None:
    """ "步骤是啥" after "客户投诉了我该怎么处理" asks the same thing again, not a question of its own (alone it finds
    nothing and cuts the reply short), even where 步骤 is a business tag's keyword."""
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({"流程": ("步骤", "流程")})))
    assert d.decompose("客户投诉了我该怎么处理，步骤是啥", 3) == ["客户投诉了我该怎么处理，步骤是啥"]
    assert d.decompose("服务之星怎么评，具体流程是什么", 3) == ["服务之星怎么评，具体流程是什么"]
    # after a question that asks no steps, the ask for the steps is a question of its own
    assert len(d.decompose("调岗审批时限是多久，流程是什么", 3)) == 2


def test_a_follow_up_swaps_the_noun_phrase_asked_about_not_a_condition() -> None:
    """Without a glossary to say which words are topics, "餐补呢" after a question about the P1 rate in a city
    class replaces what was asked (住宿标准), and keeps the city class, the level and the place."""
    bare = Glossary.load(None)
    assert borrow_question("餐补", "一线城市P1的住宿标准是多少", bare) == "一线城市P1的餐补是多少"
    assert borrow_question("餐补", "去上海出差住宿每晚能报多少钱", bare) == "去上海出差餐补每晚能报多少钱"
    assert borrow_question("加班费", "病假工资怎么算", bare) == "加班费怎么算"
    assert asked_phrase("夜班补贴每月多少") == "夜班补贴"


def test_two_parts_answered_by_one_sentence_state_it_once() -> None:
    one = "结论：年假可分次休，每次不少于半天。\n依据：《制度》第四条：年假可分次休，每次不少于半天（4小时）。"
    assert merge_answers([one, one]).splitlines()[0] == "结论：年假可分次休，每次不少于半天。"


def test_a_style_request_is_bare_and_a_question_with_its_own_words_is_answered() -> None:
    for request in ("请给我详细步骤", "说重点", "能不能简洁一点", "给我列个步骤吧", "请把上面的内容整理成步骤"):
        assert wants_steps(request, has_topic=False), request
    for question in ("安全违规罚款是怎么个处理流程？", "宿舍退宿的流程"):
        assert not wants_steps(question, has_topic=False), question


def test_who_holds_a_role_is_not_an_unknown_person() -> None:
    assert names_someone("王大锤") and names_someone("李明的上级") and names_someone("John Smith")
    for role in ("负责开通企业邮箱账号的", "班前会上讲评安全情况的", "IT部经理", "财务部", "the HR manager",
                 "人事处处长", "科研院院长", "工会主席", "党委书记", "教务处副处长"):  # fmt: skip
        assert not names_someone(role), role


def _conversation(answer: str) -> Conversation:
    return Conversation(answer=lambda q: {"answers": [answer], "citations": [{"document": "指南", "section": "2"}]},
                        summarizer=LocalStepsSummarizer(), glossary=G, has_topic=lambda t: False, cfg=QASettings(),
                        counter=TokenCounter())  # fmt: skip


def test_a_role_asked_with_shi_shui_is_answered_from_the_documents() -> None:
    reply = _conversation("结论：IT部为你开通企业邮箱。\n依据：《指南》2：IT部为你开通企业邮箱。").handle(
        "负责开通企业邮箱的是谁？"
    )
    assert reply.kind == "answer" and "IT部" in reply.lines[0]
    unknown = _conversation("结论：IT部为你开通企业邮箱。").handle("王大锤是谁？")
    assert unknown.kind == "entity" and "王大锤" in unknown.lines[0]


def test_steps_of_the_last_answer_come_from_the_steps_it_concluded_and_keep_its_citations() -> None:
    conv = _conversation("结论：1. 到人力资源部签到，提交入职材料；2. 签订《劳动合同》；3. 领取工牌、门禁卡。")
    conv.handle("报到当天怎么办理？")
    steps = conv.handle("请给我详细步骤")
    assert steps.kind == "steps"
    assert steps.lines == ["到人力资源部签到，提交入职材料", "签订《劳动合同》", "领取工牌、门禁卡"]
    assert steps.result["citations"] == [{"document": "指南", "section": "2"}]


def test_an_english_statement_beside_a_question_is_its_condition() -> None:
    """ "I've worked here 6 years." tells which tier the question is about; it asks nothing of its own."""
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))
    assert d.decompose("How long is my notice period? I've worked here 6 years.", 3) == [
        "How long is my notice period? I've worked here 6 years."
    ]
    assert d.decompose("I manage a team of 12. Who signs my hiring requests?", 3) == [
        "I manage a team of 12. Who signs my hiring requests"
    ]
    assert d.decompose("Is parking free? How much is the bus pass?", 3) == [
        "Is parking free",
        "How much is the bus pass",
    ]


def test_an_english_ask_naming_nothing_of_its_own_stays_with_the_question_before_it() -> None:
    """ "Up to how much?" asks the value of the same thing; it is no question on its own."""
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))
    assert d.decompose("Do we get a gym subsidy? Up to how much?", 3) == ["Do we get a gym subsidy? Up to how much"]


def test_a_post_or_a_place_asked_with_shi_shui_is_no_unknown_person() -> None:
    for name in ("欧阳娜娜", "小王", "赵文静", "郑海"):
        assert names_someone(name), name
    for post in ("车间里的会计", "成都门店的店长助理", "杭州仓的保管员", "厂里出纳", "老城区"):
        assert not names_someone(post), post
    for post in ("徐汇店的店长", "罗湖区的网格员", "张江仓的保管员"):
        assert not names_someone(post), post


def test_steps_of_an_answer_leading_into_its_items_leave_the_lead_in_out() -> None:
    conv = _conversation("结论：入住按下列程序办理：（一）提交住宿申请；（二）部门经理确认；（三）缴纳押金后入住。")
    conv.handle("宿舍入住怎么办理？")
    assert conv.handle("请给我详细步骤").lines == ["提交住宿申请", "部门经理确认", "缴纳押金后入住"]


def test_two_things_asked_respectively_each_keep_what_the_question_says_of_both() -> None:
    """ "A和B的X分别…" asks X of A too; "职级在甲地和乙地…分别…" asks the 职级 of 乙地 too."""
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))
    assert d.decompose("主管和经理的通讯补贴分别是多少？", 3) == ["主管的通讯补贴是多少", "经理的通讯补贴是多少"]
    assert d.decompose("科级在广州和成都出差伙食补助分别多少？", 3) == [
        "科级在广州出差伙食补助多少",
        "科级在成都出差伙食补助多少",
    ]
    assert d.decompose("病假和事假分别要提前几天申请？", 3) == ["病假要提前几天申请", "事假要提前几天申请"]


def test_an_action_said_once_after_the_last_of_things_asked_respectively_is_asked_of_each() -> None:
    """ "甲和乙值班的X分别…" asks X of 甲值班 too; three things listed with 、 make three parts."""
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))
    assert d.decompose("平日和假日值班的交通补贴分别多少", 3) == ["平日值班的交通补贴多少", "假日值班的交通补贴多少"]
    assert d.decompose("病假、事假和婚假分别要提前几天申请", 3) == [
        "病假要提前几天申请",
        "事假要提前几天申请",
        "婚假要提前几天申请",
    ]
    # two people, the second named with a word before its noun: nothing of it is the first one's
    assert d.decompose("保安和值班经理的岗位津贴分别多少", 3) == ["保安的岗位津贴多少", "值班经理的岗位津贴多少"]


def test_a_follow_up_naming_a_unit_of_the_previous_question_swaps_its_subject() -> None:
    """ "小时工呢" after a question counting 几个小时 asks about the 小时工, not about a unit called 小时工."""
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))
    assert d.decompose("合同工每天最多干几个小时？小时工呢？", 3) == [
        "合同工每天最多干几个小时",
        "小时工每天最多干几个小时",
    ]


def test_two_amounts_of_two_things_are_two_parts_with_the_shared_context() -> None:
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))
    assert d.decompose("B级员工去厦门培训，住宿每晚能报多少？餐费一天多少？", 3) == [
        "B级员工去厦门培训，住宿每晚能报多少",
        "B级员工去厦门培训，餐费一天多少",
    ]


def test_two_asks_counting_in_other_measures_or_periods_are_two_parts() -> None:
    """ "密码最少几位，输错几次会被锁": two counts, in 位 and in 次, are two look-ups; "每公里补多少，一个月最多补多少"
    a rate and its monthly cap. A timetable's times and a leave's days stay one question (above)."""
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))
    assert d.decompose("密码最少几位，输错几次会被锁？", 3) == ["密码最少几位", "密码，输错几次会被锁"]
    assert d.decompose("私车公用每公里补多少，一个月最多补多少", 3) == [
        "私车公用每公里补多少",
        "私车公用，一个月最多补多少",
    ]
    # a number in a measure the kinds do not know is no ask of its own: "多少公里" is as often met by a speed limit
    assert len(d.decompose("叉车每班最多开多久，最多开多少公里？", 3)) == 1
    # the subject a second ask borrows ends before the first ask's verb or rate ("每晚补"), not inside it
    assert d.decompose("会议室能坐几人？每周能订几次？", 3) == ["会议室能坐几人", "会议室，每周能订几次"]
    assert d.decompose("夜宵每晚补多少？一个月最多补几次？", 3) == ["夜宵每晚补多少", "夜宵，一个月最多补几次"]
    # a noun beginning like a modal (会议, 应急) is the subject's own, not the end of it
    assert d.decompose("二类会议最多开几天，最多能来多少人", 3) == ["二类会议最多开几天", "二类会议，最多能来多少人"]
    # a first part asked in no known kind goes on with its own condition, not a second ask
    assert len(d.decompose("在一家单位连续工作满多少年，可以要求签无固定期限合同？", 3)) == 1


def test_a_follow_up_naming_another_number_asks_the_same_of_it() -> None:
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))
    assert d.decompose("安全记分满6分会怎样？满12分呢", 3) == ["安全记分满6分会怎样", "安全记分满12分会怎样"]
    assert d.decompose("请2天假谁批？5天呢", 3) == ["请2天假谁批", "请5天假谁批"]


def test_a_follow_up_number_drops_the_first_numbers_bound_and_may_change_magnitude() -> None:
    """ "8天以内谁签字？20天呢" asks 20天, not 20天以内; "满2年…满8年呢" keeps the 年 after the number; "3000元…1万元呢"
    swaps an amount of another magnitude."""
    d = LocalDecomposer(TopicTerms(Glossary.load(None), TagDictionary({})))
    assert d.decompose("出差8天以内谁签字？20天呢？", 3) == ["出差8天以内谁签字", "出差20天谁签字"]
    assert d.decompose("入职满2年年终奖几个月？满8年呢？", 3) == ["入职满2年年终奖几个月", "入职满8年年终奖几个月"]
    assert d.decompose("采购超过3000元谁签字？1万元呢？", 3) == ["采购超过3000元谁签字", "采购超过1万元谁签字"]
