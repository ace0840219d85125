"""Part-time Group Instructor Guidelines: an English PDF from the group-class department for part-time instructors
(who it covers, fees per class by instructor tier with shorter classes paid at a share, tier review, cancellation
and no-show deductions, minimum classes, insurance and certificates, invoicing and pay day, contacts)."""

from __future__ import annotations

from datetime import datetime

NAME = "Part-time Group Instructor Guidelines.pdf"
TITLE = "Part-time Group Instructor Guidelines"
SUBJECT = "Fees, tiers, cancellations and payment for part-time group instructors"
CREATED = datetime(2026, 1, 22, 10, 0, 0)

CONTENT: list[tuple] = [
    ("title", TITLE),
    ("meta", "Group Class Department · Effective 1 February 2026"),
    ("h1", "1. Scope"),
    (
        "p",
        "1.1 These guidelines apply to part-time group instructors who teach classes at our clubs under a service "
        "agreement. They are not employees, and the company's attendance and leave rules do not apply to them.\n"
        "1.2 Full-time coaches who teach group classes are paid under the coach pay scheme, not under these guidelines.",
    ),
    ("h1", "2. Class fees"),
    ("p", "2.1 Fees are paid per class taught, according to the instructor's tier:"),
    (
        "table",
        "Table 1. Fee per 60-minute class",
        [
            ["Instructor tier", "Requirement", "Fee per class"],
            ["Tier 1", "New instructors", "RMB 120"],
            ["Tier 2", "At least 100 classes with us and an average member rating of 4.5 or above", "RMB 160"],
            ["Tier 3", "At least 300 classes with us and an average member rating of 4.8 or above", "RMB 220"],
        ],
    ),
    (
        "p",
        "2.2 A 45-minute class is paid at 75% of the fee for a 60-minute class.\n"
        "2.3 Tiers are reviewed every six months, in January and July, based on the classes taught and member ratings "
        "recorded in the booking app.\n"
        "2.4 Classes held at two or more clubs on the same day earn a travel allowance of RMB 30 per extra club.",
    ),
    ("h1", "3. Cancellations and no-shows"),
    (
        "p",
        "3.1 An instructor who cannot teach a scheduled class must find a qualified substitute approved by the "
        "group class supervisor at least 24 hours before the class starts.\n"
        "3.2 Cancelling less than 24 hours before a class without a substitute leads to a deduction of RMB 100 "
        "from the next payment.\n"
        "3.3 A no-show (not arriving and not giving notice) leads to a deduction of RMB 300. Two no-shows within "
        "three months end the service agreement.\n"
        "3.4 Instructors must arrive at least 15 minutes before the class starts to set up the room and music.",
    ),
    ("h1", "4. Requirements"),
    (
        "p",
        "4.1 Each instructor must teach at least 4 classes a month. An instructor who teaches fewer than 4 classes "
        "in two consecutive months may be removed from the schedule.\n"
        "4.2 Instructors must hold a valid group fitness certificate and a valid first aid certificate, and must "
        "carry personal accident insurance with cover of at least RMB 500,000.\n"
        "4.3 Instructors may not sell memberships, personal training or supplements to members.",
    ),
    ("h1", "5. Invoicing and payment"),
    (
        "p",
        "5.1 Instructors confirm their classes for the month in the booking app by the 3rd of the following month.\n"
        "5.2 Fees are paid by bank transfer on the 10th of the following month. Individual income tax is withheld "
        "by the company under the law.",
    ),
    ("h1", "6. Contacts"),
    (
        "p",
        "Schedules, substitutes and tier reviews: Jiang Xin, Group Class Supervisor, 13851992266.\n"
        "Payments and tax certificates: Xu Ting, Expense Accountant, 025-86621032.",
    ),
]
