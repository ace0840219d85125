"""Format-aware splitting: headings kept, tables whole (header repeated when cut), code typed."""

from __future__ import annotations

from knowdesk.config import SplitSettings
from knowdesk.ingest.blocks import Block, LoadedDocument
from knowdesk.ingest.splitters import split_document


def doc(fmt: str, blocks: list[Block]) -> LoadedDocument:
    return LoadedDocument(path=f"x.{fmt}", format=fmt, blocks=blocks, title="x")  # type: ignore[arg-type]


def test_markdown_sections_keep_heading_path_and_type_code_and_tables():
    blocks = [
        Block("heading", "入职指南", level=1),
        Block("heading", "入职材料", level=2),
        Block("paragraph", "新员工入职当天需携带以下材料到人力资源部办理手续，材料不全的不予办理。" * 2),
        Block("table", rows=[["材料", "份数"], ["身份证复印件", "2"], ["学历证书", "1"]]),
        Block("heading", "邮件模板", level=2),
        Block("code", "您好，我是新员工……", language="text"),
    ]
    frags = split_document(doc("md", blocks))
    kinds = [(f.content_type, f.section) for f in frags]
    assert ("text", "入职指南 > 入职材料") in kinds
    assert ("table", "入职指南 > 入职材料") in kinds
    assert ("code", "入职指南 > 邮件模板") in kinds
    table = next(f for f in frags if f.content_type == "table")
    assert "| 材料 | 份数 |" in table.body and "身份证复印件" in table.body
    text = next(f for f in frags if f.content_type == "text")
    assert text.body.startswith("入职材料")  # the heading is part of the body


def test_long_table_is_cut_into_row_groups_that_repeat_the_header():
    rows = [["城市", "职级", "住宿标准（元/晚）"]] + [[f"城市{i}", "P5", str(300 + i)] for i in range(200)]
    frags = split_document(
        doc("docx", [Block("table", rows=rows, caption="表1 住宿标准")]), SplitSettings(max_chars=500, overlap=50)
    )
    assert len(frags) > 1
    for f in frags:
        assert f.content_type == "table"
        assert f.body.startswith("表1 住宿标准\n| 城市 | 职级 | 住宿标准（元/晚） |")
    all_rows = "".join(f.body for f in frags)
    assert all(f"城市{i} " in all_rows for i in range(200))  # no row lost


def test_spreadsheet_tables_carry_header_rows_and_sheet_notes():
    blocks = [
        Block("heading", "差旅报销标准", level=1, sheet="差旅报销标准"),
        Block("table", rows=[["城市级别", "住宿"], ["一线", "500"], ["二线", "400"]], sheet="差旅报销标准"),
        Block("paragraph", "说明：超标部分由个人承担。", sheet="差旅报销标准"),
        Block("table", rows=[["日期", "金额"], ["2024-05-01", "300"]], sheet="报销记录"),
    ]
    frags = split_document(doc("xlsx", blocks))
    assert [f.section for f in frags] == ["工作表：差旅报销标准", "工作表：报销记录"]
    assert "超标部分由个人承担" in frags[0].body and "| 城市级别 | 住宿 |" in frags[0].body
    assert all(f.content_type == "table" for f in frags)
    assert frags[0].sheet == "差旅报销标准"


def test_pdf_without_headings_groups_pages_with_whole_paragraphs():
    blocks = [Block("paragraph", f"第{p}页的一段完整文字。" * 5, page=p) for p in range(1, 6)]
    frags = split_document(doc("pdf", blocks), SplitSettings(max_chars=1000, overlap=0))
    assert [f.section for f in frags] == ["第1-2页", "第3-4页", "第5页"]
    assert all(f.body.count("页的一段完整文字") % 5 == 0 for f in frags)


def test_pdf_with_chapters_splits_by_chapter():
    blocks = [
        Block("heading", "第1章 总则", level=1, page=1),
        Block("paragraph", "本规范适用于公司全体员工。" * 8, page=1),
        Block("heading", "第3章 设备申领流程", level=1, page=2),
        Block("paragraph", "员工申领笔记本电脑需在OA系统提交IT设备申领单。" * 4, page=2),
    ]
    frags = split_document(doc("pdf", blocks))
    assert [f.section for f in frags] == ["第1章 总则", "第3章 设备申领流程"]
    assert frags[1].page == 2


def test_long_prose_is_cut_at_sentences_with_overlap():
    para = "".join(f"这是第{i}句话，内容用于测试切分。" for i in range(120))
    frags = split_document(doc("txt", [Block("paragraph", para)]), SplitSettings(max_chars=300, overlap=40))
    assert len(frags) > 3
    assert all(len(f.body) <= 340 for f in frags)
    assert all(f.body.endswith("。") for f in frags)
    assert all(f.body in para for f in frags)  # the overlap is carried once, not repeated
    # consecutive fragments share a little text
    assert frags[1].body.split("。")[0] in frags[0].body


def test_small_sibling_sections_are_merged_under_their_parent():
    blocks = [Block("heading", "第一章 总则", level=1)]
    for i in range(1, 4):
        blocks += [Block("heading", f"第{i}条", level=2), Block("paragraph", f"短条款{i}。")]
    frags = split_document(doc("md", blocks))
    assert len(frags) == 1
    assert frags[0].section.startswith("第一章 总则")
    assert all(f"短条款{i}" in frags[0].body for i in range(1, 4))


def test_cutting_long_text_keeps_line_breaks_and_spaces_between_sentences():
    lines = [f"Flower {i}: Love, Passion, Beauty" for i in range(80)]
    prose = " ".join(f"Rule {i} applies to everyone. It is strict." for i in range(10))
    text = "\n".join(lines) + "\n" + prose
    frags = split_document(doc("txt", [Block("paragraph", text)]), SplitSettings(max_chars=300, overlap=60))
    assert len(frags) > 3
    for f in frags:
        assert "BeautyFlower" not in f.body and ".It" not in f.body and ".Rule" not in f.body
        assert f.body in text  # every fragment is a verbatim slice: nothing glued, nothing lost
