"""Hot-question administration over HTTP: list/top/add/edit/promote/merge/retire/calibrate."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.api.helpers import Seeded


def test_hot_question_lifecycle(client: TestClient, seeded: Seeded) -> None:
    admin = seeded.auth("admin")
    a = client.post("/hot", json={"question": "年假有几天", "answer": "7天起"}, headers=admin).json()
    b = client.post("/hot", json={"question": "带薪年假多少天", "status": "candidate"}, headers=admin).json()
    assert a["status"] == "active" and b["status"] == "candidate"
    assert [q["question_id"] for q in client.get("/hot", params={"status": "candidate"}, headers=admin).json()] == [
        b["question_id"]
    ]
    assert client.post(f"/hot/{b['question_id'][:8]}/promote", headers=admin).json()["status"] == "active"
    edited = client.patch(f"/hot/{a['question_id']}", json={"answer": "满一年7天", "tags": ["请假"]}, headers=admin)
    assert edited.json()["answer_summary"] == "满一年7天" and edited.json()["business_tags"] == ["请假"]
    merged = client.post("/hot/merge", json={"source": b["question_id"], "target": a["question_id"]}, headers=admin)
    assert merged.status_code == 200 and merged.json()["question_id"] == a["question_id"]
    assert (
        client.post(
            "/hot/merge", json={"source": a["question_id"], "target": a["question_id"]}, headers=admin
        ).status_code
        == 409
    )
    top = client.get("/hot/top", params={"n": 5}, headers=admin).json()
    assert top[0]["question_id"] == a["question_id"]
    assert client.post(f"/hot/{a['question_id']}/retire", headers=admin).json()["status"] == "retired"
    assert client.post("/hot/ffffffff/retire", headers=admin).status_code == 404


def test_calibrate_from_an_uploaded_labelled_file(client: TestClient, seeded: Seeded) -> None:
    pairs = "\n".join(
        ["年假有几天\t带薪年假多少天\t1", "年假有几天\t报销要什么发票\t0", "病假需要什么材料\t请病假要交什么证明\t1",
         "病假需要什么材料\t试用期多久\t0", "离职要提前多久\t辞职需要提前几天通知\t1", "离职要提前多久\t加班费怎么算\t0"]
    )  # fmt: skip
    r = client.post("/hot/calibrate", files={"file": ("pairs.tsv", pairs.encode())}, data={"dry_run": "true"},
                    headers=seeded.auth("admin"))  # fmt: skip
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["format"] == "pairs" and body["examples"] == 6 and body["written"] is False and body["rows"]
    bad = client.post("/hot/calibrate", files={"file": ("x.tsv", b"\xff\xfe\x00bin")}, headers=seeded.auth("admin"))
    assert bad.status_code in (415, 422)


def test_a_malformed_labelled_file_is_refused_with_the_format_it_expects(client: TestClient, seeded: Seeded) -> None:
    """A file in neither format (comma-separated, prose, no positives, an unknown hot id) is not calibrated
    into a meaningless 0.0000 threshold; the refusal names both formats."""
    admin = seeded.auth("admin")
    for name, data in [
        ("pairs.csv", "年假有几天,带薪年假多少天,1\n病假需要什么材料,请病假要交什么证明,1\n"),
        ("notes.txt", "这是一段说明文字\n并不是标注数据\n"),
        ("negatives.tsv", "年假有几天\t报销要什么发票\t0\n病假需要什么材料\t试用期多久\t0\n"),
        ("questions.tsv", "年假有几天\tnone\n病假需要什么材料\t\n"),
        ("ghost.tsv", "年假有几天\tdeadbeefdead\n"),
        ("empty.tsv", "\n\n"),
    ]:
        r = client.post(
            "/hot/calibrate", files={"file": (name, data.encode())}, data={"dry_run": "true"}, headers=admin
        )
        assert r.status_code == 422, (name, r.text)
        body = r.json()
        assert body["code"] == "bad_labelled_file", name
        if name != "ghost.tsv":
            assert (
                "sentence1<TAB>sentence2<TAB>0|1" in body["message"]
                and "question<TAB>hot-question id|none" in body["message"]
            ), name
    r = client.post("/hot/calibrate", files={"file": ("notes.txt", "说明\n".encode())}, headers=admin)
    assert "line 1" in r.json()["message"]


def test_review_decisions_become_labelled_pairs_that_calibrate_the_area(client: TestClient, seeded: Seeded) -> None:
    admin = seeded.auth("admin")
    kept = client.post("/hot", json={"question": "周末加班怎么申请调休", "tags": ["加班"]}, headers=admin).json()
    dup = client.post("/hot", json={"question": "周末加班如何申请调休", "tags": ["加班"], "status": "candidate"},
                      headers=admin).json()  # fmt: skip
    other = client.post("/hot", json={"question": "离职证明怎么开具", "tags": ["加班"], "status": "candidate"},
                        headers=admin).json()  # fmt: skip
    none_yet = client.post("/hot/calibrate/feedback", json={"area": "加班"}, headers=admin)
    assert none_yet.status_code == 422 and none_yet.json()["code"] == "not_enough_labels", none_yet.text
    r = client.post("/hot/reject", json={"source": other["question_id"], "target": kept["question_id"]}, headers=admin)
    assert r.status_code == 200 and r.json()["area"] == "加班"
    assert client.post("/hot/merge", json={"source": dup["question_id"], "target": kept["question_id"]},
                       headers=admin).status_code == 200  # fmt: skip
    labels = client.get("/hot/labels", headers=admin).json()
    assert labels["areas"]["加班"] == {"pairs": 2, "positives": 1} and labels["refitted"] == {}
    cal = client.post("/hot/calibrate/feedback", json={"area": "加班", "dry_run": True}, headers=admin)
    assert cal.status_code == 200, cal.text
    body = cal.json()
    assert body["format"] == "stored pairs" and body["examples"] == 2 and body["chosen"]["f1"] == 1.0
    assert body["refit"] is False and body["written"] is False
