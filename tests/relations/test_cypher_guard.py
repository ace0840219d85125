"""The Cypher guard: hostile generated queries are refused; safe ones get a bounded LIMIT."""

from __future__ import annotations

import pytest

from knowdesk.app import Knowdesk
from knowdesk.relations.cypher_guard import UnsafeCypher, validate

HOSTILE = [
    "MATCH (n) DETACH DELETE n",
    "MATCH (n) SET n.x=1",
    "MATCH (n:Entity) SET n.name = 'x' RETURN n",
    "CREATE (a)",
    "MERGE (a:Entity {id:'x'}) RETURN a",
    "MATCH (n) REMOVE n.name RETURN n",
    "MATCH (n) /* */ DETACH DELETE n",
    "MATCH (n) /* harmless */ DETACH /* */ DELETE n RETURN n",
    "MATCH (n) RETURN n // ok\n; MATCH (m) DELETE m",
    "MATCH (n) RETURN n; MATCH (m) DELETE m",
    "MATCH (n) RETURN n; DROP TABLE Entity",
    "CALL db.labels() YIELD label RETURN label",
    "CALL drop_table('Entity') RETURN 1",
    "MATCH (n) CALL { MATCH (m) DELETE m } RETURN n",
    "COPY Entity FROM 'x.csv'",
    "LOAD FROM 'https://evil.example/x.csv' RETURN *",
    "INSTALL httpfs",
    "ATTACH 'other.db' AS o",
    "MATCH (n:Entity) FOREACH (x IN [1] | SET n.name='y') RETURN n",
    "MATCH (n:Secret) RETURN n",
    "MATCH (n:Entity) RETURN n.password",
    "MATCH (n:Entity {salary: 1}) RETURN n",
    "MATCH (a:Entity)-[:Rel*]->(b) RETURN b",
    "MATCH (a:Entity)-[:Rel*1..10]->(b) RETURN b",
    "MATCH (n) RETURN n LIMIT $many",
    "MATCH (n) RETURN n /* unterminated",
    "MATCH (n) WHERE n.name = 'unterminated RETURN n",
    "MATCH (n:Entity)",
    "",
]


@pytest.mark.parametrize("query", HOSTILE)
def test_hostile_queries_are_rejected(query: str) -> None:
    with pytest.raises(UnsafeCypher):
        validate(query)


def test_unbounded_queries_get_a_limit_and_large_limits_are_capped() -> None:
    assert validate("MATCH (n:Entity) RETURN n.name", cap=20) == "MATCH (n:Entity) RETURN n.name LIMIT 20"
    assert validate("MATCH (n:Entity) RETURN n.name LIMIT 5000", cap=20).endswith("LIMIT 20")
    assert validate("MATCH (n:Entity) RETURN n.name LIMIT 3;", cap=20) == "MATCH (n:Entity) RETURN n.name LIMIT 3"


def test_keywords_inside_strings_are_data_and_comments_are_dropped() -> None:
    q = validate("MATCH (n:Entity) WHERE n.name = 'DELETE; CREATE' // note\nRETURN n.name")
    assert "'DELETE; CREATE'" in q and "note" not in q and q.endswith("LIMIT 50")
    assert validate("MATCH (a:Entity)-[r:Rel*1..3]-(b:Entity) RETURN b.name LIMIT 5").endswith("LIMIT 5")
    assert validate("CALL show_tables() RETURN *").endswith("LIMIT 50")


def test_validated_query_runs_read_only(graph_app: Knowdesk) -> None:
    before = graph_app.graph_store.count()
    rows = graph_app.graph_store.read_cypher(
        validate("MATCH (a:Entity)-[r:Rel]->(b:Entity) WHERE r.type = '上级' AND a.name = '李明' RETURN b.name AS boss")
    )
    assert rows == [{"boss": "郑伟"}]
    assert graph_app.graph_store.count() == before
