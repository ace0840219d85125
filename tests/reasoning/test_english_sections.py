"""An English reply names the sections of its Chinese sources in English."""

from knowdesk.reasoning.english_sections import english_sections


def test_a_sheet_is_called_a_sheet() -> None:
    line = "Basis: 《Canteen prices 2025》 工作表：Lunch: | soup | 6 |"
    assert english_sections(line) == "Basis: 《Canteen prices 2025》 sheet Lunch: | soup | 6 |"


def test_a_sheets_notes_are_called_notes() -> None:
    line = "Conclusion: Bring your badge. (《Visitor rules》 工作表：Front desk > 说明)"
    assert english_sections(line) == "Conclusion: Bring your badge. (《Visitor rules》 sheet Front desk > notes)"


def test_the_body_label_of_a_document_without_headings_is_left_out() -> None:
    reply = "Conclusion: 每人每年2次。 (《班车规定》 正文)\nBasis: 《班车规定》 正文: 班车每日两班。"
    assert english_sections(reply) == "Conclusion: 每人每年2次。 (《班车规定》)\nBasis: 《班车规定》: 班车每日两班。"


def test_headings_quoted_text_and_the_in_force_line_stay() -> None:
    reply = "Basis: 《Leave Rules》 3. Sick leave: see 《工作表：A》 正文\nIn force: 《Leave Rules》 (2025-01-01)."
    assert english_sections(reply) == reply
