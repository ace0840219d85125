"""Time Off Policy: PTO accrual by years of service (a table holding the carry-over caps), notice and approval by
length of request, sick time, other paid leave and the sabbatical (PDF)."""

from __future__ import annotations

from datetime import datetime

NAME = "Time Off Policy.pdf"
TITLE = "Time Off Policy"
SUBJECT = "Paid time off, sick time and other leave for Harborline employees"
CREATED = datetime(2025, 12, 1, 10, 0, 0)

CONTENT: list[tuple] = [
    ("title", "Time Off Policy"),
    ("meta", "Version 3.1 · Owner: People Team · Effective 1 January 2026 · Replaces version 2.4 (2023)"),
    ("h1", "1. Who this policy covers"),
    (
        "p",
        "1.1 This policy applies to all full-time employees of Harborline Software, Inc. and its subsidiaries in the "
        "United States, the United Kingdom, Germany and India. Part-time employees receive paid time off (PTO) pro rata "
        "to their contracted hours. Contractors and interns engaged through an agency are not covered.",
    ),
    (
        "p",
        "1.2 Where local law gives an employee more time off than this policy, local law prevails. Nothing in this "
        "policy reduces a statutory entitlement.",
    ),
    ("h1", "2. Paid time off (PTO)"),
    (
        "p",
        "2.1 PTO accrues every pay period (24 semi-monthly pay periods a year) according to the employee's years of "
        "continuous service, as shown in Table 1. The new rate applies from the first pay period after the employee's "
        "work anniversary.",
    ),
    (
        "table",
        "Table 1 - PTO accrual by years of service (full-time, 8-hour working day)",
        [
            [
                "Years of continuous service",
                "Annual PTO (working days)",
                "Accrual per pay period (hours)",
                "Carry-over cap (days)",
            ],
            ["Less than 1 year", "15", "5.00", "5"],
            ["1 year to less than 3 years", "18", "6.00", "5"],
            ["3 years to less than 5 years", "20", "6.67", "8"],
            ["5 years to less than 8 years", "23", "7.67", "10"],
            ["8 years or more", "25", "8.33", "10"],
        ],
    ),
    (
        "p",
        "2.2 Years of service are counted from the start date of continuous employment. Time worked as a contractor "
        "before being hired as an employee does not count. Service with a company acquired by Harborline counts in "
        "full.",
    ),
    (
        "p",
        "2.3 Carry-over. Unused PTO up to the carry-over cap in Table 1 moves to the next calendar year automatically. "
        "Carried-over days must be taken by 31 March; any carried-over days still unused on that date are forfeited. "
        "PTO above the cap is forfeited on 31 December.",
    ),
    (
        "p",
        "2.4 India exception. Instead of carrying days over, employees in India may encash up to 10 unused PTO days at "
        "the end of the calendar year, paid at the daily base salary with the January payroll. The election is made in "
        "Workday by 15 December.",
    ),
    (
        "p",
        "2.5 Advance PTO. With their manager's approval, an employee may take up to 5 days of PTO before it has "
        "accrued. Advanced days not yet earned when employment ends are deducted from the final pay where the law "
        "allows it.",
    ),
    (
        "p",
        "2.6 Payout on leaving. Accrued and unused PTO is paid out when employment ends only where local law requires "
        "it (for example in California and Colorado). Otherwise unused PTO is not paid out.",
    ),
    ("h1", "3. Requesting time off"),
    (
        "p",
        "3.1 All time off is requested in Workday and shown on the team calendar. The notice period and approver "
        "depend on the number of consecutive working days requested (Table 2). Public holidays inside the request do "
        "not count as working days.",
    ),
    (
        "table",
        "Table 2 - Notice and approval by length of request",
        [
            ["Length of request", "Minimum notice", "Approver"],
            ["1 to 2 working days", "3 working days", "Manager"],
            ["3 to 9 working days", "2 weeks", "Manager"],
            ["10 working days or more", "30 calendar days", "Manager and department VP"],
        ],
    ),
    (
        "p",
        "3.2 Release freeze. During a release freeze published on the engineering calendar, requests of 3 working "
        "days or more by members of Engineering also need approval from the VP of Engineering, whatever their length.",
    ),
    (
        "p",
        "3.3 Quarter close. Members of the Finance team may not take PTO during the last 5 working days of a fiscal "
        "quarter or the first 3 working days of the next one, except with the approval of the Chief Financial Officer.",
    ),
    ("h1", "4. Sick time"),
    (
        "p",
        "4.1 Employees receive 10 paid sick days per calendar year, separate from PTO. Sick days do not carry over and "
        "are not paid out when employment ends.",
    ),
    (
        "p",
        "4.2 Tell your manager before your normal start time on the first day of absence and record the sick day in "
        "Workday on your return. A doctor's note is needed for an absence of more than 3 consecutive working days; in "
        "the United Kingdom, a fit note is needed from the 8th calendar day of sickness.",
    ),
    (
        "p",
        "4.3 Sick days may also be used to care for a sick child, partner or parent, and for medical appointments.",
    ),
    ("h1", "5. Other paid leave"),
    (
        "p",
        "5.1 Bereavement: 5 paid days on the death of a spouse or partner, child, parent or sibling, and 3 paid days "
        "for a grandparent, grandchild or parent-in-law. The days need not be consecutive but must be taken within 3 "
        "months of the death.",
    ),
    (
        "p",
        "5.2 Jury duty and witness service: full pay for up to 10 working days per year; beyond that, the employee "
        "receives the difference between the court allowance and base pay for up to 20 further days.",
    ),
    (
        "p",
        "5.3 Volunteer day: one paid day per calendar year to volunteer for a registered charity. It does not carry "
        "over.",
    ),
    (
        "p",
        "5.4 Sabbatical: after every 5 years of continuous service, an employee may take a paid sabbatical of 4 "
        "consecutive weeks. It must be requested at least 3 months in advance, is approved by the department VP and "
        "the Head of People, and must be started within 12 months of becoming eligible, or it is lost. A sabbatical "
        "cannot be combined with more than 5 days of PTO.",
    ),
    ("h1", "6. Questions"),
    ("p", "6.1 Questions about this policy go to your People Partner or to people@harborline.io."),
]
