"""质量与合规联系人通讯录: a bare CSV export listing, per site or sales region, the QA manager, the
pharmacovigilance officer and the compliance officer with phones and mail, as the quality office keeps it."""

from __future__ import annotations

NAME = "质量与合规联系人通讯录（2026年2月）.csv"

TEXT = """基地/大区,所在城市,职能,岗位,姓名,电话,邮箱
杭州生产基地,杭州,QA,QA经理,林海涛,0571-8690 3301,lin.haitao@kanghengpharma.com
杭州生产基地,杭州,药物警戒,药物警戒专员,宋雨晴,0571-8690 3320,song.yuqing@kanghengpharma.com
杭州生产基地,杭州,合规,合规专员,何志明,0571-8690 3342,he.zhiming@kanghengpharma.com
台州生产基地,台州,QA,QA经理,叶国平,0576-8851 2201,ye.guoping@kanghengpharma.com
台州生产基地,台州,药物警戒,药物警戒专员,潘丽,0576-8851 2230,pan.li@kanghengpharma.com
台州生产基地,台州,合规,合规专员,何志明,0571-8690 3342,he.zhiming@kanghengpharma.com
华东大区,上海,药物警戒,药物警戒专员,赵琳,021-5089 6610,zhao.lin@kanghengpharma.com
华东大区,上海,合规,合规专员,钱晓东,021-5089 6625,qian.xiaodong@kanghengpharma.com
华南大区,广州,药物警戒,药物警戒专员,黄嘉欣,020-3862 1140,huang.jiaxin@kanghengpharma.com
华南大区,广州,合规,合规专员,梁振华,020-3862 1152,liang.zhenhua@kanghengpharma.com
华北大区,北京,药物警戒,药物警戒专员,孙浩,010-6521 7730,sun.hao@kanghengpharma.com
华北大区,北京,合规,合规专员,刘佳,010-6521 7745,liu.jia@kanghengpharma.com
西部大区,成都,药物警戒,药物警戒专员,罗敏,028-8627 4410,luo.min@kanghengpharma.com
西部大区,成都,合规,合规专员,唐亮,028-8627 4428,tang.liang@kanghengpharma.com
"""
