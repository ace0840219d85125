"""费用报销与客户赔偿审批办法: an intranet page exported to HTML from the finance department (claim deadlines, approval
by single amount in a table, lodging caps by staff category × city kind under a two-row header, meal allowances in
and out of the province, missed-meal pay on long field jobs, seat classes, phone allowances by post, service-hall
petty cash by 网点等级, customer compensation: who may grant how much, and the standard for unplanned outages and late
home visits)."""

from __future__ import annotations

NAME = "费用报销与客户赔偿审批办法.html"

HTML = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>费用报销与客户赔偿审批办法 - 澄源员工门户</title>
<style>body{font-family:sans-serif} table{border-collapse:collapse} td,th{border:1px solid #999;padding:4px 8px}</style>
<script>window.portalNav = {active: "finance"};</script>
</head>
<body>
<nav class="top"><a href="/">员工门户</a> | <a href="/finance">财务制度</a> | <a href="/hr">人事制度</a> | <a href="/safety">安全制度</a></nav>
<h1>费用报销与客户赔偿审批办法</h1>
<p class="meta">发布部门：财务部　会签：客户服务中心　版本：2026年3月修订</p>

<h2>一、报销时限</h2>
<p>费用发生后60天内在OA系统提交报销单并附发票。超过60天的，须附部门负责人签字的情况说明；超过180天的，不予报销。</p>

<h2>二、审批权限</h2>
<p>所有报销单先经财务部审核，再按单笔金额由下列人员最终审批：</p>
<table>
<tr><th>单笔金额</th><th>最终审批人</th></tr>
<tr><td>2000元以下</td><td>部门负责人（网点为网点主任）</td></tr>
<tr><td>2000元（含）至10000元</td><td>分管副总经理</td></tr>
<tr><td>10000元（含）至50000元</td><td>总经理</td></tr>
<tr><td>50000元及以上</td><td>总经理办公会</td></tr>
</table>
<p>同一事项不得拆分成多张报销单以降低审批级别。</p>

<h2>三、出差住宿</h2>
<table>
<tr><th rowspan="2">人员类别</th><th colspan="2">住宿费上限（元/人·晚）</th></tr>
<tr><th>直辖市、省会城市</th><th>其他城市</th></tr>
<tr><td>一般员工</td><td>350</td><td>260</td></tr>
<tr><td>中层管理人员（部门负责人、网点主任、抢修队长）</td><td>450</td><td>350</td></tr>
<tr><td>公司领导</td><td>600</td><td>450</td></tr>
</table>
<p>住宿费在上限内凭发票据实报销，超出部分由本人承担。</p>

<h2>四、伙食补助、误餐补助和交通</h2>
<ul>
<li>出差伙食补助：省外每人每天100元，省内每人每天70元，按出差天数包干，不需要发票。</li>
<li>误餐补助：在本市抢修、巡检作业连续跨越用餐时间（11:30至13:00或17:30至19:00）而无法按时就餐的，每餐25元，每人每天最多2餐，由调度中心或班组长确认。</li>
<li>城市间交通：乘坐高铁、动车二等座；部门负责人及以上可乘一等座。乘坐飞机须事先报总经理批准，限经济舱。</li>
</ul>

<h2>五、通讯补贴</h2>
<p>抄表员、安检员、管网巡检员每月80元；抢修工每月100元；网点主任、抢修队长每月150元。随当月工资发放，不需提供发票。</p>

<h2>六、营业厅备用金</h2>
<table>
<tr><th>网点等级</th><th>备用金定额（元）</th></tr>
<tr><td>一类</td><td>5000</td></tr>
<tr><td>二类</td><td>3000</td></tr>
<tr><td>三类</td><td>2000</td></tr>
</table>
<p>备用金只用于零星办公支出和小额客户赔付，每月末报账补足；不得借给个人。</p>

<h2>七、客户赔偿权限</h2>
<p>因公司责任造成用户损失需要赔偿或减免费用的，按单次赔偿金额确定决定人：</p>
<table>
<tr><th>单次赔偿金额</th><th>决定人</th></tr>
<tr><td>200元以内</td><td>营业员、客服热线坐席当场决定</td></tr>
<tr><td>200元以上至1000元</td><td>网点主任</td></tr>
<tr><td>1000元以上至5000元</td><td>客户服务中心主任</td></tr>
<tr><td>5000元以上</td><td>分管副总经理</td></tr>
</table>
<p>赔偿标准：</p>
<ul>
<li>非计划停水、停气（不可抗力除外）超过24小时未恢复的，居民用户每户每满24小时补偿20元，每户累计最多200元，在下期水费或燃气费中抵扣。</li>
<li>计划停水、停气未提前24小时通知的，每户补偿10元。</li>
<li>上门维修超过预约时间30分钟仍未到达的，给予用户20元费用减免，由责任人所在班组承担。</li>
</ul>

<footer>澄源员工门户 · 财务部维护 · 如有疑问请联系财务部</footer>
</body>
</html>
"""
