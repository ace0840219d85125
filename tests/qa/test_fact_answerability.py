"""Refusing evidence about the same topic that does not answer the question's own constraints (issue 18, item 5):
a year, a series' number, the unit asked for, who or where, and the word the value is asked of."""

from __future__ import annotations

from knowdesk.reasoning.answerable import fragments, unmet_constraint
from knowdesk.reasoning.fact_ties import relation_words
from knowdesk.reasoning.glossary import Glossary
from knowdesk.reasoning.local_generate import LocalGenerator
from knowdesk.text.places import places
from tests.qa.conftest import GLOSSARY, passage

G = Glossary.load(GLOSSARY)


def _gen() -> LocalGenerator:
    return LocalGenerator(G, max_sentences=4)


def _first(answer: str) -> str:
    return answer.splitlines()[0] if answer else ""


def test_a_year_or_an_edition_the_question_names_must_be_in_the_answering_sentence() -> None:
    notice = passage("优秀员工每人奖励5000元，由人力资源部统一发放。第二届技能大赛一等奖奖金2000元。",
                     document="表彰结果公示", section="奖励")  # fmt: skip
    by_year = _gen().generate("2023年度优秀员工奖金是多少？", [notice])
    assert by_year.answer == "" and "2023" in by_year.why
    by_edition = _gen().generate("第三届技能大赛一等奖奖金是多少？", [notice])
    assert by_edition.answer == "" and "第三届" in by_edition.why
    stated = passage("2023年度优秀员工每人奖励6000元。第三届技能大赛一等奖奖金3000元。", document="表彰奖励办法")
    assert "6000元" in _first(_gen().generate("2023年度优秀员工奖金是多少？", [stated]).answer)
    assert "3000元" in _first(_gen().generate("第三届技能大赛一等奖奖金是多少？", [stated]).answer)
    # the year may stand in the document's title instead of the sentence
    titled = passage("优秀员工每人奖励6000元。", document="2023年度表彰奖励通知")
    assert "6000元" in _first(_gen().generate("2023年度优秀员工奖金是多少？", [titled]).answer)


def test_a_value_asked_in_a_unit_or_as_a_change_needs_one() -> None:
    domestic = passage("国内出差伙食补贴每天100元，住宿按城市等级报销。", document="差旅管理办法")
    in_dollars = _gen().generate("出差伙食补贴每天多少美元？", [domestic])
    assert in_dollars.answer == "" and "美元" in in_dollars.why
    abroad_asked = _gen().generate("境外出差伙食补贴每天多少美元？", [domestic])
    assert abroad_asked.answer == "" and "境外" in abroad_asked.why  # domestic rules never speak of going abroad
    abroad = passage("境外出差伙食补贴每天50美元，住宿按目的地标准报销。", document="差旅管理办法")
    assert "50美元" in _first(_gen().generate("境外出差伙食补贴每天多少美元？", [abroad]).answer)
    headcount = passage("2023年，上海分公司员工人数增长12%，新设两个销售小组。", document="年度经营报告")
    grown = _gen().generate("2023年上海分公司销售额增长了多少？", [headcount])
    assert grown.answer == "" and "销售额" in grown.why  # 12% is the growth of the headcount, not of sales
    sales = passage("2023年，上海分公司销售额同比增长8%，利润率保持稳定。", document="年度经营报告")
    assert "8%" in _first(_gen().generate("2023年上海分公司销售额增长了多少？", [sales]).answer)


def test_who_needs_a_person_or_office_beside_what_was_asked() -> None:
    permit = passage("动火作业许可证由EHS部签发，有效期为当班。", document="安全生产管理规定", section="第十七条")
    assert "EHS部" in _first(_gen().generate("动火作业许可证由谁签发？", [permit]).answer)
    party = passage("年会节目正在征集中，主持人将在12月初公布。", document="2024年年会筹备通知")
    host = _gen().generate("2024年年会的主持人是谁？", [party])
    assert host.answer == "" and "主持人" in host.why  # the topic and the role, but no one named
    named = passage("2024年年会由行政部统一组织，主持人为市场部张敏。", document="2024年年会筹备通知")
    assert "张敏" in _first(_gen().generate("2024年年会的主持人是谁？", [named]).answer)


def test_an_events_place_must_be_named_where_it_is_held() -> None:
    undecided = passage("2024年年会定于1月20日举办，具体安排另行通知。", document="2024年年会筹备通知")
    where = _gen().generate("2024年年会在哪举办？", [undecided])
    assert where.answer == "" and "place" in where.why
    decided = passage("2024年年会定于1月20日在杭州国际博览中心举办，请各部门提前报名。", document="2024年年会筹备通知")
    assert "杭州国际博览中心" in _first(_gen().generate("2024年年会在哪举办？", [decided]).answer)


def test_a_search_snippets_page_date_is_not_a_value_but_may_stand_for_its_year() -> None:
    """ "Jan 5, 2024 ... 年会圆满落幕" was written in 2024 and states no count; "…共有320名员工参加" does."""
    question = "2024年公司年会有多少人参加？"
    assert fragments(question, "Jan 5, 2024 ... 公司年会圆满落幕。") == []
    assert unmet_constraint(question, "Jan 5, 2024 ... 公司年会圆满落幕，共有320名员工参加。", "") is None
    assert "2024" in (unmet_constraint(question, "公司年会圆满落幕，共有320名员工参加。", "") or "")


def test_a_place_the_evidence_never_names_is_refused() -> None:
    rule = passage("若扣除后的剩余工资低于当地月最低工资标准，则按最低工资标准支付。", document="工资支付暂行规定")
    refused = _gen().generate("深圳的最低工资标准是多少？", [rule])
    assert refused.answer == "" and "深圳" in refused.why
    # a word the segmenter tags as a place ("东西") is no place
    assert places("离职要交接哪些东西？") == [] and places("去上海出差住宿每晚能报多少钱？") == ["上海"]


def test_the_word_a_question_asks_its_answer_of() -> None:
    assert relation_words("2023年上海分公司销售额增长了多少？") == ["增长", "销售额"]
    assert relation_words("年会的主持人是谁？") == ["主持人"]
    assert relation_words("动火作业许可证由谁签发？") == ["签发"]
    # a modal before a light verb says that something is done, not what: the subject is the word to stand beside
    assert relation_words("实习生一天能干多久？") == ["实习生"]


def test_a_standing_rule_answers_for_the_year_asked_about() -> None:
    """A policy holds for every year it is in force (the graph's validity step picks the version in force then):
    "2025年年假有几天" is answered by the leave policy's sentence, which names no year; an edition is still checked."""
    policy = passage("优秀员工每人奖励5000元，由人力资源部统一发放。第二届技能大赛一等奖奖金2000元。",
                     document="表彰奖励办法", section="奖励标准")  # fmt: skip
    assert "5000元" in _first(_gen().generate("2025年优秀员工奖金是多少？", [policy]).answer)
    by_edition = _gen().generate("第三届技能大赛一等奖奖金是多少？", [policy])
    assert by_edition.answer == "" and "第三届" in by_edition.why
    leave = passage("员工连续工作满12个月后，每年享有带薪年休假7天。", document="员工请假管理制度", section="年假")
    assert "7天" in _first(_gen().generate("2025年年假有几天？", [leave]).answer)
    # a document stating when it takes effect is a rule whatever its name
    dated = passage("员工连续工作满12个月后，每年享有带薪年休假7天。", document="员工须知汇编", section="年假")
    dated["document"], dated["effective_from"] = "人事安排", "2024-05-01"
    assert "7天" in _first(_gen().generate("2025年年假有几天？", [dated]).answer)
    # a year's edition of a training or a guide ("（2026版）") is a rule set from then on: a month asked is no report's
    slides = passage(
        "每个夜班补贴35元。每月最多计发10个夜班。", document="新员工排班培训（2026版）", section="夜班补贴"
    )
    assert "35元" in _first(_gen().generate("2026年7月夜班补贴每个多少钱？", [slides]).answer)
    report = passage("本月夜班补贴共发放35000元。", document="三季度人事简报", section="夜班补贴")
    assert _gen().generate("2026年7月夜班补贴发了多少钱？", [report]).answer == ""


def test_a_measure_word_after_a_determiner_is_no_office() -> None:
    """ "这部电影" holds 部 as a measure word, not a department: it names no one who could be asked for."""
    review = passage("观众很喜欢《远山》，可能是因为这部电影的节奏很紧凑。", document="影评摘录")
    director = _gen().generate("电影《远山》的导演是谁？", [review])
    assert director.answer == "" and "导演" in director.why
    credits = passage("电影《远山》的导演是张敏，由市场部出品。", document="影评摘录")
    assert "张敏" in _first(_gen().generate("电影《远山》的导演是谁？", [credits]).answer)


def test_a_value_stated_of_another_place_does_not_answer() -> None:
    """A fact of the world (a year named) whose place is not named where the value is, while another place is: the
    value is that place's."""
    report = passage("杭州分公司新设两个销售小组。2023年苏州分公司营收为5.2亿元，同比增长8%。", document="年度经营报告")
    other = _gen().generate("杭州2023年的营收是多少？", [report])
    assert other.answer == "" and "苏州" in other.why and "杭州" in other.why
    assert "5.2亿元" in _first(_gen().generate("苏州2023年的营收是多少？", [report]).answer)
    # a stretch naming no place at all may have its subject in its heading
    headed = passage("2023年营收为6.1亿元，同比增长5%。", document="年度经营报告", section="杭州分公司")
    assert "6.1亿元" in _first(_gen().generate("杭州2023年的营收是多少？", [headed]).answer)


def test_a_role_of_the_world_needs_a_person_beside_it_without_a_year() -> None:
    """ "首席执行官是谁" asks for a holder of a role even when it names no year: another office does not answer."""
    news = passage("公司新任命了两位首席运营官，管理团队更加年轻。", document="人事新闻")
    ceo = _gen().generate("公司新任首席执行官是谁？", [news])
    assert ceo.answer == "" and "执行官" in ceo.why
    named = passage("公司宣布张敏出任首席执行官。", document="人事新闻")
    assert "张敏" in _first(_gen().generate("公司新任首席执行官是谁？", [named]).answer)


def test_who_did_it_to_what_needs_the_what_beside_the_person() -> None:
    """ "谁获得了金牌": a person who 获得 a silver medal is not the one asked about."""
    silver = passage("2023年技能大赛中，李明获得银牌。", document="技能大赛简报")
    gold = _gen().generate("2023年技能大赛中谁获得了金牌？", [silver])
    assert gold.answer == "" and "获得" in gold.why
    won = passage("2023年技能大赛中，王强获得金牌。", document="技能大赛简报")
    assert "王强" in _first(_gen().generate("2023年技能大赛中谁获得了金牌？", [won]).answer)


def test_a_role_the_person_missed_does_not_name_its_holder() -> None:
    missed = passage("去年冠军李明无缘2023年技能大赛决赛。", document="技能大赛简报")
    champion = _gen().generate("2023年技能大赛冠军是谁？", [missed])
    assert champion.answer == "" and "冠军" in champion.why
    won = passage("2023年技能大赛冠军为王强。", document="技能大赛简报")
    assert "王强" in _first(_gen().generate("2023年技能大赛冠军是谁？", [won]).answer)


def test_a_date_of_a_fact_needs_a_day_not_a_relative_one() -> None:
    """ "在国葬当日默哀" places something against the day asked about and gives no date."""
    relative = passage("2024年年会举办当天全体员工下午放假。", document="年会筹备通知")
    when = _gen().generate("2024年年会的举办时间？", [relative])
    assert when.answer == "" and "date" in when.why
    dated = passage("2024年年会定于12月28日在总部举办。", document="年会筹备通知")
    assert "12月28日" in _first(_gen().generate("2024年年会的举办时间？", [dated]).answer)


def test_a_name_of_a_thing_is_no_person_nor_the_event_quoted() -> None:
    """A mascot's or a slogan's name is not a person's name, nor a quote of the event the question names."""
    person = passage("2024年技能大赛吉祥物由设计师张敏创作。", document="技能大赛简报")
    mascot = _gen().generate("2024年技能大赛吉祥物叫什么？", [person])
    assert mascot.answer == "" and "吉祥物" in mascot.why
    named = passage("2024年技能大赛吉祥物“小匠”由设计师张敏创作。", document="技能大赛简报")
    assert "小匠" in _first(_gen().generate("2024年技能大赛吉祥物叫什么？", [named]).answer)


def test_an_amount_of_a_fact_is_not_answered_by_a_share() -> None:
    """ "粮食总产量是多少" asks for the output; "占全国的26.1%" states its share of something else."""
    share = passage("2023年，华东工厂总产量占集团的26.1%，其中A线产量占全厂的40%。", document="年度生产简报")
    output = _gen().generate("华东工厂2023年的总产量是多少？", [share])
    assert output.answer == "" and "share" in output.why
    stated = passage("2023年，华东工厂总产量为120万件，同比增长8%。", document="年度生产简报")
    assert "120万件" in _first(_gen().generate("华东工厂2023年的总产量是多少？", [stated]).answer)


def test_a_number_of_something_must_stand_beside_it() -> None:
    """ "参赛运动员数量" is not answered by "数名议员" or "一个原因": the number must be of 运动员."""
    from knowdesk.reasoning.asks import ask_of

    ask = ask_of("2023年技能大赛参赛运动员数量")
    assert ask.counted == "运动员"
    assert ask.fit("共有44名运动员参赛") == 1.0
    assert ask.fit("数名评委呼吁运动员遵守赛规，一个原因是安全") == 0.0
    assert ask_of("2023年车间事故死亡人数").counted == "死亡"
    assert ask_of("2023年车间事故死亡人数").fit("事故造成的死亡人数已上升至3人") == 1.0


def test_a_grade_in_a_band_open_at_one_end_is_named() -> None:
    """ "G8" is named by a header "G7及以上（元/月）", not by "G1—G3" alone; "P3" by "P4及以下"."""
    table = "| 类别 | G1—G3（元/月） | G7及以上（元/月） |\n| 三类 | 600 | 1000 |"
    assert unmet_constraint("G8在三类站点补贴多少", "| 三类 | 600 | 1000 |", table) is None
    assert unmet_constraint("G5在三类站点补贴多少", "| 三类 | 600 |", "| 类别 | G1—G3（元/月） |") is not None
    assert unmet_constraint("P3的餐补多少", "P4及以下每天50元", "") is None


def test_a_date_opening_a_clause_dates_what_is_told_after_it() -> None:
    """ "2023年6月18日华东区的年中大促中，刘洋首次获评销售冠军": the date opens the sentence and the event (首次, 获评)
    is told after it; a date placed against another day still gives none."""
    story = passage(
        "2023年6月18日华东区的年中大促中，刘洋首次获评销售冠军。2024年，刘洋调任华南区经理。", document="销售简报"
    )
    when = _gen().generate("刘洋什么时候首次获评销售冠军？", [story])
    assert "2023年6月18日" in _first(when.answer)
    moved = passage("2022年3月，刘洋入职公司，同年调任华南区，年会当日获评新人奖。", document="销售简报")
    assert _gen().generate("刘洋什么时候获评新人奖？", [moved]).answer == ""


def test_a_life_story_leaving_its_subject_unsaid_speaks_of_the_person_it_opens_with() -> None:
    """ "陈建国是在什么时候去世" on a profile opening with 陈建国: "2019年在上海去世" says it of him; the same sentence in a
    profile of another person does not answer for him."""
    profile = passage(
        "陈建国是公司的高级工程师，1985年加入公司。2003年任总工程师。2019年在上海去世。", document="专家名录"
    )
    assert "2019年" in _first(_gen().generate("陈建国是在什么时候去世?", [profile]).answer)
    other = passage("王立新是公司的高级工程师，1985年加入公司。2003年任总工程师。2019年在上海去世。陈建国接任总工程师。",
                    document="专家名录")  # fmt: skip
    assert "2019年" not in _first(_gen().generate("陈建国是在什么时候去世?", [other]).answer)


def test_a_name_the_segmenter_does_not_know_answers_when_the_sentence_words_the_questions_frame() -> None:
    """ "2023年集团派谁赴越南筹建工厂" on "2023年，集团派覃衍赴越南筹建工厂": 覃衍 is no name the segmenter knows, but the
    sentence says the question with the gap filled; a sentence on the plant alone does not."""
    sent = passage("2023年，集团派覃衍赴越南筹建工厂，次年投产。", document="集团大事记")
    assert "覃衍" in _first(_gen().generate("2023年集团派谁赴越南筹建工厂？", [sent]).answer)
    plant = passage("2023年，集团在越南筹建工厂，次年投产。", document="集团大事记")
    assert _gen().generate("2023年集团派谁赴越南筹建工厂？", [plant]).answer == ""


def test_a_mail_address_or_a_temperature_asked_needs_one_stated() -> None:
    contact = "报名咨询：人力资源部 王晓 电话0512-6688 1020。"
    assert "mail" in (unmet_constraint("人力资源部的邮箱是多少", contact, "") or "")
    assert unmet_constraint("人力资源部的邮箱是多少", "报名咨询：hr.training@example.com", "") is None
    storage = "原料药应存放在阴凉库，堆垛离地不少于10厘米。"
    assert unmet_constraint("原料药库的温度要求是多少", storage, "") is None  # 阴凉 is a temperature class
    assert "temperature" in (unmet_constraint("留样室温度要求是多少", "留样室由QC负责管理，每月检查一次。", "") or "")
    # kilowatt-hours (度电) are no temperature
    assert unmet_constraint("宿舍每月免费多少度电", "宿舍每间每月免费用电60度，超出部分按0.6元/度收取。", "") is None


def test_a_place_in_a_series_is_a_value_when_the_question_asks_which_place() -> None:
    """ "第多少代" asks for the number of a generation; "第9代" states it (other questions skip such numbering)."""
    from knowdesk.reasoning.asks import ask_of

    asked = ask_of("这位国王是王朝第多少代国王？")
    assert asked.fit("他是王朝第9代国王。") == 1.0
    assert ask_of("这位国王有多少个儿子？").fit("他是王朝第9代国王。") == 0.0


def test_a_count_in_chinese_numerals_with_its_measure_word_is_a_number() -> None:
    from knowdesk.reasoning.asks import ask_of

    asked = ask_of("2019年那届比赛他一共执法了几场比赛？")
    assert asked.fit("2019年，他担任那届比赛的裁判，执法了两场比赛。") == 1.0


def test_a_phone_number_asked_is_not_met_by_an_amount_or_a_date() -> None:
    """A short number next to 元 is a sum, a long run of digits ending in 元 or written as a date is no phone number;
    a public short number (12345) or a dialled line still is one."""
    asked = "客服中心电话多少"
    assert "phone" in (unmet_constraint(asked, "客服中心受理的单次赔偿上限为120元。", "") or "")
    assert "phone" in (unmet_constraint(asked, "客服中心全年累计赔付2500000元。", "") or "")
    assert "phone" in (unmet_constraint(asked, "客服中心自2024-03-15起调整受理时间。", "") or "")
    assert unmet_constraint(asked, "客服中心可拨打12345转接。", "") is None
    assert unmet_constraint(asked, "客服中心：0571-8866 1234。", "") is None
