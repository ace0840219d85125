"""药品不良反应报告与监测管理规程: a pharmacovigilance intranet page (HTML) with site chrome, an SOP header,
definitions, the internal reporting deadlines for every employee (sales reps included), the external deadlines by
case type in a table, the four minimum elements of a report, follow-up and penalties."""

from __future__ import annotations

NAME = "药品不良反应报告与监测管理规程.html"

HTML = """<!DOCTYPE html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>药品不良反应报告与监测管理规程 - 康衡药业内网</title>
<style>table{border-collapse:collapse}td,th{border:1px solid #999;padding:4px 8px}</style>
</head>
<body>
<div class="nav">康衡内网 | <a href="/">首页</a> | <a href="/sop">SOP文件</a> | <a href="/pv">药物警戒</a> | <a href="/hr">人事</a></div>
<div class="main">
<h1>药品不良反应报告与监测管理规程</h1>
<p class="meta">文件编号：KH-SOP-PV-002　版本号：02　生效日期：2025年12月1日　归口部门：药物警戒部</p>

<h2>1 目的</h2>
<p>及时收集、报告本公司上市药品的不良反应，保障患者用药安全，履行药品上市许可持有人的药物警戒责任。</p>

<h2>2 适用范围</h2>
<p>适用于公司全体员工，包括医药代表、客服、医学部和生产质量人员，以及代表公司开展推广活动的第三方人员。</p>

<h2>3 定义</h2>
<p>3.1 药品不良反应（ADR）：合格药品在正常用法用量下出现的、与用药目的无关的有害反应。</p>
<p>3.2 严重药品不良反应：导致死亡；危及生命；导致住院或者住院时间延长；导致永久或者显著的残疾、功能障碍；导致先天异常或出生缺陷；或导致其他重要医学事件的反应。</p>
<p>3.3 新的药品不良反应：药品说明书中未载明的不良反应。</p>
<p>3.4 获知日：公司任何员工首次获知不良反应信息的日期，记为第0天。</p>

<h2>4 职责</h2>
<ul>
<li>4.1 全体员工：获知不良反应信息后按时限报告药物警戒部，不得自行判断是否与药品有关而不报。</li>
<li>4.2 药物警戒专员：接收、录入、随访病例，按时限向国家药品不良反应监测系统提交报告。</li>
<li>4.3 药物警戒负责人：审核严重和死亡病例报告，组织信号评估。</li>
</ul>

<h2>5 内部报告</h2>
<p>5.1 员工获知不良反应信息后，应在24小时内填写《不良反应信息收集表》，发送至药物警戒邮箱 pv@kanghengpharma.com。</p>
<p>5.2 涉及死亡或危及生命的病例，获知人应在获知后2小时内电话报告本基地或本大区的药物警戒专员（见《质量与合规联系人通讯录》），再补交收集表。</p>
<p>5.3 《不良反应信息收集表》须至少包含四项要素：可识别的患者、可识别的报告者、怀疑药品、不良反应表现。信息不全的也应先报告，不得等待信息完整后再报。</p>
<p>5.4 医药代表在拜访中听到医生提及不良反应的，同样应按5.1报告，不得只在拜访记录中备注。</p>

<h2>6 向监管部门报告的时限</h2>
<p>6.1 药物警戒部按下表时限在国家药品不良反应监测系统中提交报告，时限自获知日起按自然日计算。</p>
<table>
<tr><th>病例类型</th><th>报告时限</th><th>审核人</th></tr>
<tr><td>死亡病例</td><td>获知后7日内，并在15日内完成调查报告</td><td>药物警戒负责人</td></tr>
<tr><td>严重不良反应（非死亡）</td><td>获知后15日内</td><td>药物警戒负责人</td></tr>
<tr><td>新的一般不良反应</td><td>获知后15日内</td><td>药物警戒专员</td></tr>
<tr><td>其他一般不良反应</td><td>获知后30日内</td><td>药物警戒专员</td></tr>
<tr><td>群体不良事件</td><td>获知后立即电话报告，12小时内网络报告</td><td>药物警戒负责人</td></tr>
</table>
<p>6.2 获得新的随访信息的，应在获知新信息后15日内提交随访报告。</p>

<h2>7 培训与考核</h2>
<p>7.1 新员工入职后1个月内完成药物警戒培训；在职员工每年参加不少于1次药物警戒培训。</p>
<p>7.2 瞒报、迟报不良反应信息的，一经查实，给予书面警告；造成监管处罚的，按《员工奖惩办法》从重处理。</p>

<h2>8 修订历史</h2>
<table>
<tr><th>版本号</th><th>生效日期</th><th>修订内容</th></tr>
<tr><td>01</td><td>2022-04-01</td><td>首次发布</td></tr>
<tr><td>02</td><td>2025-12-01</td><td>内部报告时限由48小时改为24小时；增加第三方人员的报告责任</td></tr>
</table>
</div>
<div class="footer">© 康衡药业 药物警戒部 | 本页面内容为受控文件，打印件仅供参考</div>
</body>
</html>
"""
