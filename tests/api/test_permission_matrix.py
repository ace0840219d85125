"""The permission matrix: two employees, two knowledge bases, sensitive fragments, every read path.

`alice` may ask `hr`, `bob` may ask `lab`; neither may see sensitive fragments. Each base has an org
chart that the relation graph is built from, and `hr` also holds a sensitive org sheet and a sensitive
note. Every probe reads as one employee and must show none of the other base's words and none of
the sensitive words, while it does show the employee's own base (so a probe that reads nothing
cannot pass). `test_every_route_is_in_the_matrix` fails when the API gains a route that is not
probed here or listed as admin-only or as not a read, so a new read path has to join the matrix.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from openpyxl import Workbook

from knowdesk.api import create_app
from knowdesk.auth import UserStore
from knowdesk.config import load_settings
from knowdesk.embeddings.hashing import HashingEmbeddings
from knowdesk.relations.service import build_graph_for_kb
from tests.api.helpers import parse_sse
from tests.conftest import SAMPLE_KB, make_app

ORG_HEADER = ["姓名", "部门", "职责", "上级"]
LAB_ROWS = [["钱多多", "量子实验室", "首席科学家", "马大帅"], ["马大帅", "量子实验室", "实验室主任", ""]]
SENSITIVE_ROWS = [["孙保密", "董事会办公室", "机要顾问", "郑伟"], ["严守密", "董事会办公室", "档案专员", "郑伟"]]
LAB_NOTE = """# 量子实验室管理规定

## 一、预算
第一条 北极星计划的预算为三千万元，由钱多多负责，超过五十万元的采购须经实验室主任审批。

## 二、实验记录
第二条 实验记录须在实验结束后24小时内录入系统，纸质记录保存十年。

## 三、安全
第三条 进入超低温区须两人同行，单次停留不得超过30分钟，违反者暂停实验资格三个月。
"""
SENSITIVE_NOTE = "密级：机密\n高管薪酬调整方案\n总监月薪调整为两万八千元，自下月起执行。\n"

# facts only the other side (or a sensitive fragment) holds; no probe's question contains one, so a reply
# that quotes its question (a refusal, a trace) never trips the check (严守密 is never asked about by name)
MARKS = {"lab": ("量子实验室", "首席科学家", "实验室主任", "三千万"), "hr": ("人力资源总监", "副总裁", "招聘与入职主管"),
         "sensitive": ("董事会办公室", "机要顾问", "两万八", "严守密")}  # fmt: skip
USERS = {"alice": "hr", "bob": "lab"}
PASSWORD = "correct horse battery"
HOT_ASKED = {"alice": "副总裁审批哪些请假？", "bob": "量子实验室的实验记录保存多久？"}  # each names its own base's mark
OWN = {"hr": ("人力资源总监", "副总裁", "请假"), "lab": MARKS["lab"]}


def _sheet(path: Path, rows: list[list[str]]) -> None:
    wb = Workbook()
    ws = wb.active
    ws.title = "组织架构"
    ws.append(ORG_HEADER)
    for r in rows:
        ws.append(r)
    wb.save(path)


@dataclass
class Matrix:
    client: TestClient
    tokens: dict[str, str]
    ids: dict[str, str]  # fragment ids: lab, sensitive
    owned: dict[str, dict[str, str]]  # per user: conversation id, assessment session id

    def auth(self, user: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[user]}"}


@pytest.fixture(scope="module")
def matrix(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Matrix]:
    root = tmp_path_factory.mktemp("matrix")
    hr, lab = root / "hr", root / "lab"
    hr.mkdir()
    lab.mkdir()
    (hr / "组织架构与审批关系.xlsx").write_bytes((SAMPLE_KB / "组织架构与审批关系.xlsx").read_bytes())
    (hr / "员工请假管理制度V3.1.txt").write_bytes((SAMPLE_KB / "员工请假管理制度V3.1.txt").read_bytes())
    _sheet(hr / "机密-高管汇报关系.xlsx", SENSITIVE_ROWS)
    (hr / "高管薪酬调整.txt").write_text(SENSITIVE_NOTE, encoding="utf-8")
    _sheet(lab / "实验室组织架构.xlsx", LAB_ROWS)
    (lab / "量子实验室管理规定.md").write_text(LAB_NOTE, encoding="utf-8")
    data = root / "data"
    app = make_app(data)
    try:
        app.ingestor.ingest([hr], "hr")
        app.ingestor.ingest([lab], "lab")
        for kb in ("hr", "lab"):
            build_graph_for_kb(app.relation_parts, kb)
        frags = app.store.kb_fragments(None)
        ids = {"lab": next(f.id for f in frags if f.kb == "lab"),
               "sensitive": next(f.id for f in frags if f.sensitive and "两万八" in f.body)}  # fmt: skip
        assert any(f.sensitive and "孙保密" in f.body for f in frags)  # the sensitive sheet is flagged
        users = UserStore(app.db)
        for name, kb in USERS.items():
            users.add(name, "employee")
            users.grant(name, kb, "ask")
        tokens = {u: users.issue_token(u) for u in USERS}
        for name in USERS:
            app.logins.set_password(name, PASSWORD)
    finally:
        app.close()
    settings = load_settings(data_dir=data)
    with TestClient(create_app(settings, embedder=HashingEmbeddings())) as client:
        m = Matrix(client, tokens, ids, {})
        for user, kb in USERS.items():  # each owns a conversation and an assessment with its own base's words
            question = "北极星计划的预算是多少？" if kb == "lab" else "请假需要谁审批？"
            body = {"question": question, "kb": kb, "conversation_id": f"{user}-conversation"}
            r = client.post("/chat", json=body, headers=m.auth(user))
            assert r.status_code == 200, r.text
            sid = client.post("/assessment/start", json={"kb": kb, "questions": 1}, headers=m.auth(user)).json()
            client.get(f"/assessment/{sid['sessionId']}/start-stream", headers=m.auth(user))
            m.owned[user] = {"conversation": r.json()["conversation_id"], "session": sid["sessionId"],
                             "message": r.json()["message_id"]}  # fmt: skip
        kd = client.app.state.kd
        for user, doc in (
            ("alice", "员工请假管理制度V3.1.txt"),
            ("bob", "量子实验室管理规定.md"),
        ):  # a past upload each
            job = kd.jobs.create(USERS[user], user, 1, "elsewhere:1", [{"path": doc, "status": "added"}])
            m.owned[user]["job"] = job.id
        # bob's question becomes a hot question whose summary was written from `lab`
        for _ in range(2):
            client.post("/chat", json={"question": "北极星计划的预算是多少？", "kb": "lab"}, headers=m.auth("bob"))
        # asked often enough to be an active hot question answered from its asker's base: a suggestion
        for user, question in HOT_ASKED.items():
            for _ in range(4):
                client.post("/chat", json={"question": question, "kb": USERS[user]}, headers=m.auth(user))
        yield m


def other(user: str) -> str:
    return next(u for u in USERS if u != user)


Probe = Callable[[Matrix, str], str]


def _chat(question_for: dict[str, str]) -> Probe:
    def probe(m: Matrix, user: str) -> str:
        kb = USERS[user]
        texts = [m.client.post("/chat", json={"question": question_for[kb], "kb": kb}, headers=m.auth(user)).text,
                 m.client.post("/chat", json={"question": question_for[kb]}, headers=m.auth(user)).text]  # fmt: skip
        return "\n".join(texts)

    return probe


def _stream(m: Matrix, user: str) -> str:
    out = []
    questions = ["钱多多是谁？", "李明是谁？", "马大帅有哪些下属？", "郑伟有哪些下属？"]
    for q in questions:
        r = m.client.post("/chat/stream", json={"question": q}, headers=m.auth(user))
        out.append(str(parse_sse(r.text)))
    return "\n".join(out)


def _v1(m: Matrix, user: str) -> str:
    out = [m.client.get("/v1/models", headers=m.auth(user)).text]
    questions = ["钱多多是谁？", "李明是谁？", "孙保密是谁？", "北极星计划的预算是多少？", "高管月薪调整为多少？"]
    for q in questions:
        for model in ("knowdesk", "hr", "lab"):
            for stream in (False, True):
                body = {"model": model, "stream": stream, "messages": [{"role": "user", "content": q}]}
                out.append(m.client.post("/v1/chat/completions", json=body, headers=m.auth(user)).text)
    return "\n".join(out)


def _search(m: Matrix, user: str) -> str:
    out = []
    questions = ["钱多多 马大帅 北极星计划 预算", "李明 郑伟 年假 请假", "孙保密 高管 月薪"]
    for q in questions:
        for kb in (None, "hr", "lab"):
            params = {"q": q, "k": 20} | ({"kb": kb} if kb else {})
            out.append(m.client.get("/search", params=params, headers=m.auth(user)).text)
    return "\n".join(out)


def _fragments(m: Matrix, user: str) -> str:
    mine = m.client.get("/search", params={"q": "钱多多" if user == "bob" else "李明"}, headers=m.auth(user)).json()
    out = [m.client.get(f"/fragments/{mine[0]['fragment_id']}", headers=m.auth(user)).text]
    for fid in m.ids.values():
        r = m.client.get(f"/fragments/{fid}", headers=m.auth(user))
        if fid == m.ids["lab"] and user == "bob":
            continue
        assert r.status_code == 404
        out.append(r.text)
    return "\n".join(out)


def _kbs(m: Matrix, user: str) -> str:
    out = [m.client.get("/kbs", headers=m.auth(user)).text, m.client.get("/groups", headers=m.auth(user)).text]
    for kb in ("hr", "lab"):
        out.append(m.client.get(f"/kbs/{kb}", headers=m.auth(user)).text)
    return "\n".join(out)


def _conversations(m: Matrix, user: str) -> str:
    theirs = m.owned[other(user)]["conversation"]
    out = [m.client.get("/conversations", headers=m.auth(user)).text,
           m.client.get(f"/conversations/{m.owned[user]['conversation']}", headers=m.auth(user)).text]  # fmt: skip
    for method in ("get", "delete"):
        r = m.client.request(method, f"/conversations/{theirs}", headers=m.auth(user))
        assert r.status_code == 404
        out.append(r.text)
    r = m.client.patch(f"/conversations/{theirs}", json={"title": "mine now"}, headers=m.auth(user))
    assert r.status_code == 404
    message = m.owned[other(user)]["message"]
    r = m.client.put(f"/conversations/{theirs}/messages/{message}/feedback", json={"rating": "down"},
                     headers=m.auth(user))  # fmt: skip
    assert r.status_code == 404
    out.append(r.text)
    # searching finds one's own conversations only, by what their answers say
    for q in ("量子实验室", "北极星", "请假", "审批"):
        out.append(m.client.get("/conversations", params={"q": q}, headers=m.auth(user)).text)
    mine = m.owned[user]["conversation"]
    r = m.client.put(f"/conversations/{mine}/messages/{m.owned[user]['message']}/feedback", json={"rating": "up"},
                     headers=m.auth(user))  # fmt: skip
    assert r.status_code == 200 and r.json()["feedback"] == "up"
    # continuing someone else's conversation is refused too, and reveals nothing of it
    r = m.client.post("/chat", json={"question": "那他的上级呢？", "conversation_id": theirs}, headers=m.auth(user))
    assert r.status_code == 404
    return "\n".join([*out, r.text])


def _assessments(m: Matrix, user: str) -> str:
    mine, theirs = m.owned[user]["session"], m.owned[other(user)]["session"]
    out = [m.client.get("/assessment/history", headers=m.auth(user)).text,
           m.client.get("/assessment/history", params={"all_users": "true"}, headers=m.auth(user)).text,
           m.client.get(f"/assessment/{mine}", headers=m.auth(user)).text]  # fmt: skip
    for path in (f"/assessment/{theirs}", f"/assessment/{theirs}/report", f"/assessment/{theirs}/start-stream"):
        r = m.client.get(path, headers=m.auth(user))
        assert r.status_code == 404
        out.append(r.text)
    r = m.client.post(f"/assessment/{theirs}/answer-stream", json={"answer": "不知道"}, headers=m.auth(user))
    assert r.status_code == 404
    # material comes only from the asker's own, non-sensitive fragments
    sid = m.client.post("/assessment/start", json={"kb": USERS[user], "questions": 3}, headers=m.auth(user)).json()
    out.append(m.client.get(f"/assessment/{sid['sessionId']}/start-stream", headers=m.auth(user)).text)
    other_kb = USERS[other(user)]
    assert m.client.post("/assessment/start", json={"kb": other_kb}, headers=m.auth(user)).status_code == 404
    return "\n".join([*out, r.text])


def _jobs(m: Matrix, user: str) -> str:
    mine, theirs = m.owned[user]["job"], m.owned[other(user)]["job"]
    out = [m.client.get("/jobs", headers=m.auth(user)).text, m.client.get(f"/jobs/{mine}", headers=m.auth(user)).text]
    for method, path in (("get", f"/jobs/{theirs}"), ("post", f"/jobs/{theirs}/cancel")):
        r = m.client.request(method, path, headers=m.auth(user))
        assert r.status_code == 404
        out.append(r.text)
    return "\n".join(out)


def _me(m: Matrix, user: str) -> str:
    return m.client.get("/me", headers=m.auth(user)).text


def _suggestions(m: Matrix, user: str) -> str:
    out = [m.client.get("/chat/suggestions", params={"n": 20}, headers=m.auth(user)).text,
           m.client.get("/chat/suggestions", params={"kb": USERS[user]}, headers=m.auth(user)).text]  # fmt: skip
    r = m.client.get("/chat/suggestions", params={"kb": USERS[other(user)]}, headers=m.auth(user))
    assert r.status_code == 404
    return "\n".join([*out, r.text])


def _web_session(m: Matrix, user: str) -> str:
    """Signed in with a password (a cookie, no token): the same scope as the token's."""
    browser = TestClient(m.client.app)  # its own cookie jar; the app (and its lifespan's parts) is shared
    wrong = browser.post("/auth/login", json={"name": user, "password": "not the password"})
    assert wrong.status_code == 401 and wrong.json()["code"] == "wrong_password"
    r = browser.post("/auth/login", json={"name": user, "password": PASSWORD})
    assert r.status_code == 200, r.text
    out = [browser.get(path).text for path in ("/me", "/kbs", "/conversations", "/chat/suggestions")]
    out.append(browser.get(f"/conversations/{m.owned[user]['conversation']}").text)
    assert browser.get(f"/conversations/{m.owned[other(user)]['conversation']}").status_code == 404
    question = {"question": "北极星计划的预算是多少？"}
    assert browser.post("/chat", json=question).status_code == 403  # a session's write needs its CSRF token
    out.append(browser.post("/chat", json=question, headers={"X-CSRF-Token": r.json()["csrf"]}).text)
    return "\n".join(out)


def _answer_feedback(m: Matrix, user: str) -> str:
    """A vote on an answer: one's own answers only (another's id is "not found"), and it reads nothing."""
    kb = USERS[user]
    question = {"hr": "请假需要谁审批？", "lab": "北极星计划的预算是多少？"}
    mine = m.client.post("/chat", json={"question": question[kb], "kb": kb}, headers=m.auth(user)).json()
    theirs = m.owned[other(user)]["message"]
    r = m.client.post(f"/answers/{theirs}/feedback", json={"rating": "bad"}, headers=m.auth(user))
    assert r.status_code == 404
    ok = m.client.post(f"/answers/{mine['answer_id']}/feedback", json={"rating": "good"}, headers=m.auth(user))
    assert ok.status_code == 200
    return "\n".join([mine["answer"], r.text, ok.text])


GAP_ASKED = {
    "hr": "人力资源总监的停车位在哪里？",
    "lab": "量子实验室的首席科学家停车位在哪里？",
}  # each names its base's marks


def _gaps(m: Matrix, user: str) -> str:
    """The unanswered-question queue: the employee (ask only) is refused; their base's manager sees that base's
    groups only, and another base's group is "not found" on every route."""
    kd = m.client.app.state.kd
    ids = {}
    for kb, question in GAP_ASKED.items():
        known = [g for g in kd.gaps.store.list([kb]) if g.question == question]
        ids[kb] = known[0].id if known else kd.gaps.add([kb], question, "refusal", "抱歉")[0]
    manager = f"{user}-manager"
    if manager not in m.tokens:
        kd.users.add(manager, "employee")
        kd.users.grant(manager, USERS[user], "manage")
        m.tokens[manager] = kd.users.issue_token(manager)
    own, theirs = ids[USERS[user]], ids[USERS[other(user)]]
    assert m.client.get("/gaps", headers=m.auth(user)).status_code == 403  # `ask` is not enough
    assert m.client.get(f"/gaps/{own}", headers=m.auth(user)).status_code == 404
    out = [m.client.get("/gaps", headers=m.auth(manager)).text,
           m.client.get(f"/gaps/{own}", headers=m.auth(manager)).text]  # fmt: skip
    for r in (m.client.get("/gaps", params={"kb": USERS[other(user)]}, headers=m.auth(manager)),
              m.client.get(f"/gaps/{theirs}", headers=m.auth(manager)),
              m.client.post(f"/gaps/{theirs}/resolve", json={"note": "x"}, headers=m.auth(manager))):  # fmt: skip
        assert r.status_code == 404
        out.append(r.text)
    assert kd.gaps.store.get(theirs).status == "open"
    return "\n".join(out)


# probe name → (routes it reads through, the probe, the users whose reply must show their own base)
BOTH, NEITHER = ("alice", "bob"), ()
PROBES: dict[str, tuple[set[tuple[str, str]], Probe, tuple[str, ...]]] = {
    "entity question (who-is short-circuit)": (
        {("post", "/chat")},
        _chat({"hr": "钱多多是谁？", "lab": "李明是谁？"}),
        NEITHER,
    ),
    "entity question, own base": ({("post", "/chat")}, _chat({"hr": "李明是谁？", "lab": "钱多多是谁？"}), BOTH),
    "relation via who-is": (
        {("post", "/chat")},
        _chat({"hr": "钱多多的上级是谁？", "lab": "李明的上级是谁？"}),
        NEITHER,
    ),
    "sensitive entity": ({("post", "/chat")}, _chat({"hr": "孙保密是谁？", "lab": "孙保密是谁？"}), NEITHER),
    "graph route": ({("post", "/chat")}, _chat({"hr": "马大帅有哪些下属？", "lab": "郑伟有哪些下属？"}), NEITHER),
    "graph route, sensitive sheet": (
        {("post", "/chat")},
        _chat({"hr": "郑伟有哪些下属？", "lab": "郑伟有哪些下属？"}),
        NEITHER,
    ),
    "graph route, own base": (
        {("post", "/chat")},
        _chat({"hr": "IT设备申领由谁审批？", "lab": "马大帅有哪些下属？"}),
        ("alice",),
    ),
    "documents": ({("post", "/chat")}, _chat({"hr": "北极星计划的预算是多少？", "lab": "请假需要谁审批？"}), NEITHER),
    "sensitive document": (
        {("post", "/chat")},
        _chat({"hr": "高管月薪调整为多少？", "lab": "高管月薪调整为多少？"}),
        NEITHER,
    ),
    "hot-question summary": (
        {("post", "/chat")},
        _chat({"hr": "北极星计划的预算是多少？", "lab": "北极星计划的预算是多少？"}),
        ("bob",),
    ),
    "chat stream": ({("post", "/chat/stream")}, _stream, BOTH),
    "OpenAI-compatible": ({("get", "/v1/models"), ("post", "/v1/chat/completions")}, _v1, BOTH),
    "search": ({("get", "/search")}, _search, BOTH),
    "fragments": ({("get", "/fragments/{fragment_id}")}, _fragments, BOTH),
    "knowledge bases": ({("get", "/kbs"), ("get", "/kbs/{name}"), ("get", "/groups")}, _kbs, BOTH),
    "conversations": (
        {
            ("get", "/conversations"),
            ("get", "/conversations/{conversation_id}"),
            ("delete", "/conversations/{conversation_id}"),
            ("patch", "/conversations/{conversation_id}"),
            ("put", "/conversations/{conversation_id}/messages/{message_id}/feedback"),
        },
        _conversations,
        BOTH,
    ),
    "assessments and reports": (
        {
            ("post", "/assessment/start"),
            ("get", "/assessment/history"),
            ("get", "/assessment/{session_id}"),
            ("get", "/assessment/{session_id}/report"),
            ("get", "/assessment/{session_id}/start-stream"),
            ("post", "/assessment/{session_id}/answer-stream"),
        },
        _assessments,
        BOTH,
    ),
    "upload jobs": ({("get", "/jobs"), ("get", "/jobs/{job_id}"), ("post", "/jobs/{job_id}/cancel")}, _jobs, BOTH),
    "me": ({("get", "/me")}, _me, NEITHER),
    "suggested questions": ({("get", "/chat/suggestions")}, _suggestions, BOTH),
    "web session": ({("post", "/auth/login")}, _web_session, BOTH),
    "answer feedback": ({("post", "/answers/{answer_id}/feedback")}, _answer_feedback, BOTH),
    "unanswered-question queue": (
        {("get", "/gaps"), ("get", "/gaps/{group_id}"), ("post", "/gaps/{group_id}/resolve")},
        _gaps,
        BOTH,
    ),
}
# employees get 403 on these (tests/api/test_access.py::ADMIN_ONLY checks it)
ADMIN_ONLY = {("get", "/users"), ("post", "/users"), ("patch", "/users/{name}"), ("post", "/users/{name}/tokens"),
              ("put", "/users/{name}/grants"), ("post", "/kbs"), ("delete", "/kbs/{name}"), ("post", "/groups"),
              ("delete", "/groups/{name}"), ("get", "/hot"), ("get", "/hot/top"), ("post", "/hot"),
              ("patch", "/hot/{question_id}"), ("post", "/hot/{question_id}/promote"),
              ("post", "/hot/{question_id}/retire"), ("post", "/hot/merge"), ("post", "/hot/calibrate"),
              ("post", "/hot/reject"), ("get", "/hot/labels"), ("post", "/hot/calibrate/feedback"),
              ("get", "/stats"), ("get", "/kbs/{name}/dates"), ("put", "/kbs/{name}/dates")}  # fmt: skip
# writes into a base that need `manage` there (tests/api/test_knowledge.py), the unauthenticated probe, and
# one's own sign-out and password change (tests/api/test_login.py)
NOT_READS = {("post", "/kbs/{name}/documents"), ("delete", "/kbs/{name}/documents"), ("get", "/health"),
             ("post", "/auth/logout"), ("post", "/auth/password")}  # fmt: skip


def test_every_route_is_in_the_matrix(matrix: Matrix) -> None:
    routes = {(method, path) for path, ops in matrix.client.app.openapi()["paths"].items() for method in ops}
    probed = set().union(*(r for r, _, _ in PROBES.values()))
    assert routes - probed - ADMIN_ONLY - NOT_READS == set(), "a new route: add it to the permission matrix"
    assert (probed | ADMIN_ONLY | NOT_READS) - routes == set(), "the matrix names a route that no longer exists"


def test_admin_only_routes_refuse_employees(matrix: Matrix) -> None:
    for method, path in sorted(ADMIN_ONLY):
        url = path.replace("{name}", "alice").replace("{question_id}", "abcd")
        r = matrix.client.request(method, url, json={}, headers=matrix.auth("alice"))
        assert r.status_code == 403, (method, path, r.text)


@pytest.mark.parametrize("user", sorted(USERS))
@pytest.mark.parametrize("probe", sorted(PROBES))
def test_nothing_crosses(matrix: Matrix, probe: str, user: str) -> None:
    _, read, shows_own = PROBES[probe]
    text = read(matrix, user)
    forbidden = MARKS[USERS[other(user)]] + MARKS["sensitive"]
    leaked = [w for w in forbidden if w in text]
    assert leaked == [], f"{probe}: {user} read {leaked}"
    if user in shows_own:
        assert any(w in text for w in OWN[USERS[user]]), f"{probe}: the probe read nothing of {user}'s own base"
