"""Performance Review and Bonus Guide: the annual cycle's steps and windows, the rating scale with bonus
multipliers and merit ranges, target bonus by level, the bonus formula, eligibility, calibration, appeals (PDF)."""

from __future__ import annotations

from datetime import datetime

NAME = "Performance Review and Bonus Guide.pdf"
TITLE = "Performance Review and Bonus Guide"
SUBJECT = "Annual performance cycle, ratings and the annual bonus"
CREATED = datetime(2025, 10, 6, 9, 0, 0)

CONTENT: list[tuple] = [
    ("title", "Performance Review and Bonus Guide"),
    ("meta", "People Team · 2025-2026 cycle · Effective 6 October 2025"),
    ("h1", "1. The cycle at a glance"),
    (
        "p",
        "Harborline runs one performance review a year, for the calendar year, and a mid-year check-in in June. The "
        "mid-year check-in is a conversation between you and your manager about goals; it has no rating and no pay "
        "consequence. The annual review sets your rating, which drives your bonus and your merit increase.",
    ),
    (
        "table",
        "Table 1 - Annual review timeline",
        [
            ["Step", "Who", "Window"],
            ["Self-review", "Employee", "1 to 14 November"],
            ["Peer feedback (3 to 5 peers)", "Peers chosen by employee and manager", "1 to 21 November"],
            ["Manager assessment and proposed rating", "Manager", "15 November to 5 December"],
            ["Calibration", "Calibration committee", "6 to 15 December"],
            ["Rating and pay conversation", "Manager", "by 20 January"],
        ],
    ),
    ("h1", "2. Ratings"),
    (
        "p",
        "2.1 Every employee who was employed for at least 3 months of the review year receives one of five ratings. "
        "The rating determines the bonus multiplier and the merit increase range (Table 2).",
    ),
    (
        "table",
        "Table 2 - Rating scale, bonus multiplier and merit increase",
        [
            ["Rating", "Label", "Bonus multiplier", "Merit increase range"],
            ["5", "Exceptional", "1.5", "6% to 8%"],
            ["4", "Exceeds expectations", "1.2", "4% to 6%"],
            ["3", "Meets expectations", "1.0", "2% to 4%"],
            ["2", "Partially meets expectations", "0.5", "0%"],
            ["1", "Does not meet expectations", "0", "0%"],
        ],
    ),
    (
        "p",
        "2.2 Calibration. Proposed ratings are reviewed by a calibration committee for each department, chaired by "
        "the department VP, with the People Partner present. No more than 10% of a department may be rated 5, and "
        "every rating of 5 or 1 needs the department VP's sign-off.\n"
        "2.3 A rating of 1, or a second consecutive rating of 2, starts a 60-day performance improvement plan (PIP).",
    ),
    ("h1", "3. Annual bonus"),
    ("p", "3.1 The target bonus is a percentage of annual base salary that depends on your level (Table 3)."),
    (
        "table",
        "Table 3 - Target bonus by level",
        [
            ["Level", "Target bonus (% of base salary)"],
            ["L1 to L3", "8%"],
            ["L4 to L5", "10%"],
            ["L6 (Staff) and L7 (Principal)", "15%"],
            ["M1 to M2 (Manager)", "15%"],
            ["Director and above", "20%"],
        ],
    ),
    (
        "p",
        "3.2 The bonus is calculated as: base salary on 31 December x target bonus % x rating multiplier x company "
        "factor. The company factor is set by the Board each February between 0.8 and 1.2, based on the year's "
        "revenue and operating margin against plan.\n"
        "3.3 The bonus is paid with the March payroll. You must be employed on the payment date and not under notice "
        "given by you to receive it.\n"
        "3.4 Employees who join between 1 July and 30 September receive a bonus pro rata to the months worked. "
        "Employees who join on or after 1 October are not eligible for that year's bonus.\n"
        "3.5 Sales roles on a commission plan do not take part in the annual bonus.",
    ),
    ("h1", "4. Merit increases and promotions"),
    (
        "p",
        "4.1 Merit increases take effect on 1 March. Where you are in the merit range depends on your position in the "
        "salary band for your level.\n"
        "4.2 Promotions are decided only in the annual cycle. To be promoted you need at least 12 months in your "
        "current level and a rating of 4 or 5 in the cycle. A promotion is proposed by the manager, reviewed in "
        "calibration and approved by the department VP; promotions to Director also need the CEO's approval.",
    ),
    ("h1", "5. Appeals"),
    (
        "p",
        "5.1 If you disagree with your rating, first talk to your manager. You may then appeal in writing to your "
        "People Partner within 10 business days of the rating conversation. The appeal is decided by the department VP "
        "and a People Team member who was not in the calibration, within 20 business days. The decision is final.",
    ),
]
