"""Contractor Safety Summary for Pipeline Works: an English PDF from the safety and technology department summarising
what outside contractors must do near the company's gas and water mains (induction and its pass mark, method
statements and work permits, the company supervisor within 5 metres of a gas main, confined spaces, night work,
minimum protective equipment, gas-main strikes and evacuation, insurance, penalties and removal from the approved
list)."""

from __future__ import annotations

from datetime import datetime

NAME = "Contractor Safety Summary for Pipeline Works.pdf"
TITLE = "Contractor Safety Summary for Pipeline Works"
SUBJECT = "Safety rules for outside contractors working near Chengyuan gas and water mains"
CREATED = datetime(2026, 3, 12, 16, 0, 0)

CONTENT: list[tuple] = [
    ("title", TITLE),
    (
        "meta",
        "Issued by the Safety and Technology Department of Chengzhou Chengyuan Gas & Water Co., Ltd. for contractors and "
        "the staff who supervise them. A summary; the contract and the company's safety rules prevail.",
    ),
    ("h1", "1. Who this applies to"),
    (
        "p",
        "Every outside contractor carrying out excavation, road works, pipe laying, valve-pit or meter-pit work within "
        "the protection zone of a Chengyuan gas or water main, including their subcontractors and temporary workers.",
    ),
    ("h1", "2. Before work starts"),
    (
        "p",
        "Each contractor worker attends a 4-hour safety induction given by the Safety and Technology Department and "
        "must score at least 80 out of 100 in the test. The induction is valid for 12 months. The contractor submits a "
        "method statement at least 5 working days before work starts; the company then issues a Work Permit for the "
        "site. No permit, no work.",
    ),
    (
        "p",
        "Any excavation within 5 metres of a gas main requires a company supervisor on site for the whole time the "
        "ground is open. Mechanical excavators may not dig within 1 metre of a gas main; that part is dug by hand.",
    ),
    ("h1", "3. Confined spaces and hot work"),
    (
        "p",
        "Contractor staff may enter a valve pit, inspection chamber or other confined space only under a company "
        "confined-space permit signed by the head of the responsible department, after ventilation and gas testing, "
        "with a watcher at the opening. Hot work near gas facilities needs the company's hot-work permit of the "
        "matching grade.",
    ),
    ("h1", "4. Working hours"),
    (
        "p",
        "No excavation near gas mains between 22:00 and 06:00, except emergency repairs ordered by the company's "
        "Dispatch Center.",
    ),
    ("h1", "5. Protective equipment"),
    (
        "p",
        "Minimum on site: hard hat, high-visibility vest and safety boots. Contractors provide their own equipment; "
        "the company does not lend it.",
    ),
    ("h1", "6. If a main is hit"),
    (
        "p",
        "Stop work at once, switch off engines, keep people at least 50 metres away and call the 24-hour Dispatch "
        "Center on 0591-6623 0119 within 10 minutes. Do not try to repair or clamp a gas main yourself.",
    ),
    ("h1", "7. Insurance"),
    (
        "p",
        "Contractors hold third-party liability insurance of at least CNY 5 million per occurrence for the whole "
        "contract term and show the policy before the Work Permit is issued.",
    ),
    ("h1", "8. Penalties"),
    (
        "table",
        "Table 1. Contractor penalties",
        [
            ["Breach", "Penalty"],
            ["Working without a valid Work Permit", "CNY 5,000 per occurrence"],
            ["Excavating near a gas main with no company supervisor", "CNY 3,000 per occurrence"],
            ["Damaging a gas or water main", "Full repair cost plus CNY 20,000"],
            ["Worker on site without the induction", "CNY 500 per worker"],
        ],
    ),
    (
        "p",
        "A contractor who commits a second serious breach (any of the first three rows) within the contract term is "
        "removed from the approved contractor list for 2 years.",
    ),
]
