"""Parental Leave FAQ: a Markdown FAQ of question headings and answers (entitlement by caregiver role, eligibility,
blocks, notice, phased return, country exceptions, adoption assistance, effect on PTO and bonus)."""

from __future__ import annotations

NAME = "Parental Leave FAQ.md"

TEXT = """# Parental Leave FAQ

*People Team · Updated 12 January 2026. This FAQ explains Harborline's global parental leave program. Where it
differs from your local statutory entitlement, you get whichever is better for you.*

## Who counts as a primary or secondary caregiver?

The **primary caregiver** is the parent who has the main responsibility for the child's care during the leave
period, usually the birth parent. The **secondary caregiver** is the other parent. Each parent chooses one role when
they request the leave, and two Harborline employees cannot both be the primary caregiver for the same child.

## How much paid leave do I get?

The primary caregiver gets **20 weeks** of paid leave and the secondary caregiver gets **10 weeks**, both at 100% of
base salary. The same applies to birth, adoption (of a child under 18) and surrogacy.

## Am I eligible if I joined recently?

You need at least 6 months of service on the date of the birth or placement. If you have less, you receive your
statutory entitlement only, topped up to full pay for the first 4 weeks.

## Do I have to take it all at once?

No. Parental leave must be taken within 12 months of the birth or placement. The primary caregiver takes the first
8 weeks in one block starting at the birth or placement; the rest can be taken in blocks of at least 2 weeks. The
secondary caregiver can split the leave into up to 3 blocks of at least 2 weeks each.

## How and when do I request it?

Submit a "Leave of Absence" request in Workday at least 12 weeks before the expected due date or placement date,
and tell your manager. Your People Partner confirms the dates and the pay within 5 working days. For an adoption
where the placement date is not known that far ahead, request it as soon as you have the date.

## What happens when I come back?

You can take a phased return: for up to 4 weeks after the leave you work 60% of your normal hours at full pay. Agree
the schedule with your manager at least 2 weeks before you return.

## Are there country-specific rules?

- **India:** birth mothers receive 26 weeks of paid maternity leave as required by the Maternity Benefit Act, instead
  of 20 weeks.
- **Germany:** employees may also take unpaid *Elternzeit* of up to 3 years per child under German law. Harborline
  pays full salary for the 20 or 10 weeks above; statutory *Elterngeld* is claimed from the state only for the unpaid
  part.
- **United Kingdom:** statutory maternity, paternity or shared parental pay is included in (not added to) the
  company's full pay.

## Does my PTO keep accruing while I'm on leave?

Yes. PTO and sick days keep accruing during paid parental leave. PTO does not accrue during any unpaid extension.

## What happens to my bonus and review?

Paid parental leave does not reduce your bonus. If you are on leave for more than half of the review year, you are
marked "Not rated" and your bonus is paid with a multiplier of 1.0, the one for Meets expectations.

## Is there help with adoption or fertility costs?

Harborline reimburses adoption agency and legal fees and fertility treatment costs up to **USD 10,000 per employee**
over their employment (lifetime maximum), through the benefits portal, not through Expensify.

## What if there is a pregnancy loss?

After a loss at 20 weeks of pregnancy or later, the birth parent still receives the full primary caregiver leave and
the other parent the full secondary caregiver leave. Earlier losses are covered by paid bereavement leave of 5 days.
"""
