"""Customer Service Agreement Summary - Meridian Ocean Lines: an English PDF from the customer service department
summarising the terminal's service agreement with a shipping line (term, berth window and tolerance, guaranteed
crane productivity with a rebate, cut-off times, free storage days by box type, reefer monitoring, dangerous-goods
notice, claims and their time limit, the liability cap, escalation contacts)."""

from __future__ import annotations

from datetime import datetime

NAME = "Customer Service Agreement Summary - Meridian Ocean Lines.pdf"
TITLE = "Customer Service Agreement Summary - Meridian Ocean Lines"
SUBJECT = "Service levels agreed between Dongyu Port Container Terminal and Meridian Ocean Lines"
CREATED = datetime(2026, 1, 28, 16, 30, 0)

CONTENT: list[tuple] = [
    ("title", TITLE),
    (
        "meta",
        "Prepared by the Customer Service Department of Dongyu Port Container Terminal Co., Ltd. for operations staff. "
        "A summary only; the signed agreement (ref. DPCT-MOL-2026) prevails.",
    ),
    ("h1", "1. Term and scope"),
    (
        "p",
        "The agreement runs from 1 January 2026 to 31 December 2027 and covers Meridian Ocean Lines' (MOL) weekly "
        "Asia-Europe service AEX2 and its feeder calls at the South Harbour feeder terminal.",
    ),
    ("h1", "2. Berth window"),
    (
        "p",
        "AEX2 has a fixed weekly berth window at berths 5 to 8 (Phase II terminal) from Tuesday 06:00 to Wednesday "
        "18:00. A vessel arriving within 6 hours either side of its window keeps its window priority. A vessel arriving "
        "more than 6 hours late is berthed on a first-come, first-served basis after vessels already planned.",
    ),
    ("h1", "3. Productivity"),
    (
        "p",
        "The terminal guarantees an average gross crane rate of 28 moves per crane-hour for each AEX2 call, with at "
        "least 4 quay cranes deployed when more than 2,000 moves are planned. If the rate for a call falls below 28, "
        "the terminal grants a rebate of USD 2.00 per move for all moves of that call. Time lost to weather stoppages, "
        "vessel gear failures or waiting for the line's cargo does not count.",
    ),
    ("h1", "4. Cut-off times"),
    (
        "p",
        "Export laden containers must gate in no later than 24 hours before the vessel's estimated time of berthing "
        "(ETB); reefer containers no later than 12 hours before ETB. The verified gross mass (VGM) must be submitted 24 "
        "hours before ETB. Late gate-in may be accepted with the operations manager's approval, at a late-arrival fee "
        "of USD 60 per container.",
    ),
    ("h1", "5. Free storage"),
    (
        "table",
        "Table 1. Free storage days (calendar days, from discharge or gate-in)",
        [
            ["Container type", "Import", "Export"],
            ["Laden dry", "5 days", "7 days"],
            ["Reefer (plugged in)", "3 days", "4 days"],
            ["Empty", "10 days", "10 days"],
            ["Dangerous goods", "2 days", "2 days"],
        ],
    ),
    (
        "p",
        "After free time, storage is charged at the terminal's published tariff. Reefer electricity is charged per "
        "day from plug-in, with no free days.",
    ),
    ("h1", "6. Reefers and dangerous goods"),
    (
        "p",
        "The terminal monitors plugged-in reefers every 4 hours (every 2 hours for pharmaceutical cargo) and reports "
        "any deviation of more than 2 degrees Celsius from the set point to MOL's customer service within 1 hour. "
        "Dangerous goods declarations must reach the terminal 48 hours before ETB; class 1 explosives and class 7 "
        "radioactive cargo are direct delivery only and may not be stored in the yard.",
    ),
    ("h1", "7. Claims and liability"),
    (
        "p",
        "MOL must notify the terminal in writing of any damage or loss within 7 days of discharge or gate-out; claims "
        "notified later are not accepted. The terminal's liability is limited to USD 5,000 per container, and to USD "
        "500,000 per incident. The terminal's customer service department acknowledges a claim within 2 working days.",
    ),
    ("h1", "8. Contacts and escalation"),
    (
        "p",
        "Day-to-day matters go to the Control Tower duty manager (24 hours). Unresolved issues are escalated to the "
        "Customer Service Manager, then to the Deputy General Manager for Operations. A joint performance review is held "
        "every quarter.",
    ),
]
