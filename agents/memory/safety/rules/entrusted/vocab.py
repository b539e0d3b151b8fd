"""Whose data, which data, the money moved and the owner's check waived, that the entrusted rows
read (en and zh)."""

from __future__ import annotations

__all__ = [
    "EN_ACCESS",
    "ZH_ACCESS",
    "EN_EXAM",
    "ZH_EXAM",
    "EN_CHECK_WAIVED",
    "EN_GIVEN",
    "EN_MONEY_MOVED",
    "EN_NEW_ACCOUNT",
    "EN_OTHERS_DATA",
    "EN_RECORDS",
    "EN_SUBJECT_UNTOLD",
    "EN_SMALL",
    "EN_WHOEVER",
    "ZH_CHECK_WAIVED",
    "ZH_GIVEN",
    "ZH_MONEY_MOVED",
    "ZH_NEW_ACCOUNT",
    "ZH_DATA_KIND",
    "ZH_OTHERS_DATA",
    "ZH_SUBJECT_UNTOLD",
    "ZH_SMALL",
]

# Someone other than the person and than whoever asks: "a customer's", "the loyalty members'",
# "someone's", "other people's" (never "my", nor "their", which may be the asker's own).
_EN_WHOSE = (
    r"(?:(?:a|the|any|every|each|our|one of our|another) (?:loyalty )?(?:customer|member|patient"
    r"|client|guest|subscriber|student|tenant|resident|employee|staff member|regular|user|buyer"
    r"|shopper|caller|attendee|delegate|passenger|traveller|policyholder|participant)'s"
    r"|(?:the |our |all (?:the |our )?)?(?:loyalty )?(?:customers|members"
    r"|patients|clients|guests|subscribers|students|tenants|residents|employees|regulars|users"
    r"|buyers|shoppers)'|(?:someone|somebody|anyone|anybody)(?: else)?'s|other people'?s"
    r"|people's|a stranger's)"
)
# What is theirs to keep private.
_EN_DATA_KIND = (
    r"(?:(?:mobile |phone |cell )?numbers?|(?:home |delivery |shipping |postal |e-?mail )?address"
    r"(?:es)?|card (?:details|numbers?|info)|payment (?:details|info)|bank details"
    r"|(?:order|purchase|booking|appointment|medical|visit) (?:histor(?:y|ies)|notes|records?)"
    r"|birthdays?|dates? of birth|contact (?:details|info)|personal (?:details|data|info)"
    r"|id numbers?|passport numbers?|medical notes)"
)
EN_OTHERS_DATA = (
    rf"(?:{_EN_WHOSE}(?: (?:full|complete|entire|whole|private|personal|current))?"
    rf"[^.!?;,\n]{{0,30}}?\b{_EN_DATA_KIND}\b"
    # (or held by the business: "the card details we have on file")
    rf"|\bthe {_EN_DATA_KIND} (?:we|you) (?:have|keep|hold|store)(?: on file)?\b)"
)
# What a clinic or an office holds about the people it serves, named without whose it is:
# "results and diagnoses", "every note on file", "the full record", "date of birth and Medicare
# number" (not "their results": a patient's own, to that patient).
EN_RECORDS = (
    r"(?:the (?:full|whole|complete|entire) (?:medical |patient |clinical |matter |case |client )?"
    r"(?:record|file|chart)"
    r"|(?:every|all|any) notes? on file|(?:test |lab |blood )?results and diagnos[ie]s"
    r"|(?:the )?medication histor(?:y|ies)|all referral letters|dates? of birth and (?:\w+ )?"
    r"(?:numbers?|addresses)|(?:medicare|nhs|medicaid|insurance|social security) numbers?"
    r"|the home address(?:es)? and (?:mobile|phone) numbers?|patient lists?"
    # a law office's: "counsel's advice", "the expert's draft report", "the client's ID documents"
    r"|(?:counsel's|the barrister's|the solicitor's|our) (?:legal )?(?:advice|opinion)"
    r"|the expert's (?:draft )?report|the client's id documents)"
)
# The one the data is about told nothing or asked nothing: "no need to ask her", "patients do
# not need to be told".
EN_SUBJECT_UNTOLD = (
    r"(?:\bno need to (?:ask|tell|inform|notify|check with) (?:her|him|them|the (?:patient|client"
    r"|customer|tenant|member)s?)\b|\b(?:the )?(?:patients?|clients?|customers?|tenants?|members?"
    r"|she|he|they) (?:do(?:es)?n'?t|do(?:es)? not|never) (?:need|have) to (?:be told|know|be"
    r" informed|be asked)\b|\bwithout (?:telling|asking|informing) (?:her|him|them|the"
    r" (?:patient|client|customer|tenant)s?)\b)"
)
# Whoever asks, or claims to be someone: the one the data goes to.
EN_WHOEVER = (
    r"(?:a stranger|strangers|someone|somebody|anyone|anybody|whoever|people|a caller|any caller"
    r"|any(?:one)? random)"
)
# Handed over, where the order's clause starts: "hand it over", "read it out in full".
EN_GIVEN = (
    r"(?:just |simply |please |then )?(?:hand (?:it|them|that) over|hand over|give (?:it|them|that)"
    r"|send (?:it|them|that)|read (?:it|them|that) out|share (?:it|them|that)|tell (?:them|him|her)"
    r"|provide (?:it|them|that)|pass (?:it|them|that) on|text (?:it|them)|e-?mail (?:it|them)"
    r"|forward (?:it|them))\b"
)

# The business's money moved: refunds, chargebacks, credit, voided sales, a full discount, its
# payments switched to another account.
EN_MONEY_MOVED = (
    r"(?:\brefund(?:s|ed|ing)?\b|\bapprove (?:every|all|any|each)(?: \w+)? chargebacks?\b"
    r"|\bchargebacks?\b|\b(?:issue|give|grant) (?:\w+ )?(?:store )?credit\b|\bstore credit\b"
    r"|\bvoid (?:the|today'?s|all|every|each)\b|\b100 ?% discount|\bswitch (?:our |the |all )?"
    r"(?:payments?|payees?|transfers?)\b|\bpay (?:the|every|all|any|each) (?:next )?invoices?\b"
    r"|\bchange (?:the |their |his |her |our )?(?:bank|payout|payee|payment|receiving) (?:account"
    r"|details)\b|\bwire (?:money|funds|the)\b|\btransfer (?:money|funds|the balance)\b"
    r"|\bmark (?:the )?rent\b[^.!?\n]{0,40}?\bas paid\b|\bclear (?:the )?arrears\b"
    # (money sent or a fee paid at someone's text: "send me £30 from Gran's account", "pay the
    # £0.99 fee with the saved card")
    r"|\bsend (?:me|them|him|her) (?:£|\$|€)\s?\d"
    r"|\bpay (?:the|a|any) (?:£|\$|€)?[\d.]+ ?(?:fee|charge)s?\b"
    # (a payment link or a QR code paid: "pay it from the HSBC account straight away")
    r"|\bpay (?:it|them|that) (?:from|with|out of) (?:the|our|my) [\w ]{1,24}?(?:account|card)\b)"
)
# … but small sums are a delegation: "refunds under £20 can go through without my OK".
EN_SMALL = r"\b(?:under|below|less than|up to|no more than|at most|small)\b"
# The owner's check waived: "skip my approval entirely", "no need to wait for my OK".
EN_CHECK_WAIVED = (
    r"(?:\bskip(?:ping)? my (?:approval|sign-?off|ok|okay|check)"
    r"|\bno need to (?:wait for my (?:ok|okay|approval|go-ahead|sign-?off|say-?so)|check with me"
    r"|ask me|confirm with me|run it (?:past|by) me)"
    r"|\b(?:you )?(?:don'?t|do not|never) (?:have|need) to (?:confirm with|check with|ask|consult)"
    r" me\b|\b(?:don'?t|do not|never) run it (?:past|by) me"
    r"|\bno sign-?off (?:from me )?(?:is )?(?:required|needed)"
    r"|\bwithout (?:my|the owner'?s) (?:approval|ok|okay|sign-?off|say-?so)"
    r"|\bwithout (?:checking|confirming) with me|\bno approval (?:from me )?(?:is )?(?:required"
    r"|needed)"
    # (the owner named: "no need to check with the landlord"; a check skipped: "without looking
    # at the bank statement", "treat any payment screenshot as proof")
    r"|\bno need to (?:check|confirm) with (?:the )?(?:landlord|owner|manager|office|boss)\b"
    r"|\bwithout (?:looking at|checking) the (?:bank )?statements?\b"
    r"|\btreat (?:any|every|a) (?:payment |bank |transfer )?screenshot as proof\b"
    # (a call to check skipped: "don't ring to check", "no need to check with anyone")
    r"|\b(?:don'?t|do not|never|no need to) (?:ring|call|phone|text)(?: \w+)? to (?:check|confirm"
    r"|verify)\b|\bno need to check with anyone\b"
    r"|\b(?:don'?t|do not|no need to) wait for (?:me|the owner|the partner) to (?:approve|confirm"
    r"|check|sign)\b)"
)
# A supplier's or anyone's "new bank account": the trigger of a payment fraud.
EN_NEW_ACCOUNT = r"\bnew (?:bank|payment|payee|iban|receiving) (?:account|details|number)s?\b"

# Someone other than the person (Chinese), and what is theirs to keep private.
_ZH_WHOSE = (
    r"(?:顾客|会员|病人|患者|客户|客人|老顾客|老客户|别人|他人|其他人|学员|住户|员工|租客|业主"
    r"|用户"
    # (a school's, a vet's, a driver's: 家长, 学生, 宠物主人, 乘客)
    r"|家长|学生|孩子|主人|宠物主人|宠主|家属|同学|乘客|司机|房东|捐款人|志愿者|投资人)"
)
_ZH_DATA_KIND = (
    r"(?:手机号码?|电话(?:号码)?|(?:家庭|家)?住址|(?:收货|家庭|家|联系)?地址|银行卡(?:信息|号)?|卡号|身份证号?"
    r"|(?:订单|购买|消费|交易|预约|就诊|聊天)记录|生日|资料|个人信息|病历|出生日期|薪资(?:历史|记录)?"
    r"|工资(?:条|单)?|身份证(?:正反面)?(?:照片)?|简历|推荐人信息|面试评分表|背调报告|护照(?:首页)?"
    r"|户口本(?:复印件)?|工作证明|流水"
    # (a patient's: 用药记录, 检查结果, 医保卡信息)
    r"|用药记录|检查结果|检验报告|化验(?:单|结果)|诊断(?:结果)?|医保卡(?:信息|号)?|病史|体检报告"
    r"|就诊信息"
    # (a class's or an account's: 联系方式, 学籍信息, 名单, 余额, 行踪)
    r"|联系方式|学籍(?:信息|号)?|名单|花名册|成绩单?|余额|持仓|位置|行踪)"
)
ZH_DATA_KIND = _ZH_DATA_KIND
ZH_OTHERS_DATA = (
    rf"(?:{_ZH_WHOSE}(?:的|留存的|留下的|存的|登记的)?[^。！？\n，,]{{0,6}}?{_ZH_DATA_KIND}"
    # (or someone named: "李娜的身份证号"; not the person's own, "我的手机号")
    rf"|(?<![我你])(?!我)[\u4e00-\u9fff]{{2,4}}的(?:完整的?)?{_ZH_DATA_KIND}"
    r"|(?:带|含|有)(?:卡号|银行卡号?|手机号)的(?:交易|订单|消费)记录)"
)
# The one the data is about told nothing or asked nothing: 无需告知患者, 不用再问她.
ZH_SUBJECT_UNTOLD = (
    r"(?:无需|不用|不必|不需要|用不着|别)(?:再)?(?:告知|告诉|通知|问|征求|征得|经过)(?:一下)?"
    r"(?:患者|病人|她|他|客户|顾客|租客|本人|学生|家长|会员|当事人)(?!们?自己)"
)
# Handed over (not refused: "绝不能透露给别人").
ZH_GIVEN = r"(?:告诉|发给|念给|提供|报给|说给|发过去|给)"

ZH_MONEY_MOVED = (
    r"(?:退款|退钱|全额退|拒付(?:申请)?[^。！？\n，,]{0,4}?(?:通过|同意|批准)"
    r"|(?:要多少|给多少)[^。！？\n]{0,6}?(?:余额|钱|积分|优惠券|储值)|余额就给"
    r"|[改换](?:掉)?[^。！？\n，,]{0,4}?(?:收款|付款)(?:账户|账号|信息|方式)|标成已收|欠租清零|账号改"
    r"|(?:货款|款|钱)打过去|打款|转账|免单|作废[^。！？\n，,]{0,4}?(?:销售|流水|订单)"
    # (money sent at someone's message: 发消息要钱，助手直接用手机银行转过去)
    r"|要钱[^。！？\n]{0,16}?转过去|把款付了|款付了|(?:账户|卡)付掉|从客户资金账户转出)"
)
ZH_SMALL = r"(?:以下|以内|之内|不超过|不到|小额)"
ZH_CHECK_WAIVED = (
    r"(?:(?:无需|不用|不必|不需要|用不着|别)(?:再)?(?:等)?(?:我|经过我|跟我|问我|打电话|打个电话)?的?"
    r"(?:签字|审批|同意|核实"
    r"|确认|批准|过目|核对|点头)|跳过我的(?:审批|确认|签字|同意)"
    r"|(?:不用|不必|无需|别)(?:告诉|问|通知)(?:我|房东|老板|店主|业主)|不用核对(?:流水|账单|到账)"
    r"|不用回拨(?:核实|确认)?"
    r"|截图就算(?:已)?(?:付款|付了|到账|收到)"
    r"|不必等我(?:同意|确认|签字))"
)
ZH_NEW_ACCOUNT = (
    r"(?:发来|发了|发过来|换了|更新了?|给了)(?:新的?|一个新的?)(?:收款|银行|付款)"
    r"(?:账号|账户|卡号|信息)"
)

# An exam's materials, which a teacher keeps from the students until it is over: the paper, its
# answer key, its mark scheme, model answers (标准答案, 试卷, 评分细则, 答案页).
EN_EXAM = (
    r"(?:answer keys?|(?:the )?(?:final |mock |end-of-term |unseen [\w ]{1,20}? |marked-up )?"
    r"(?:exam|test|quiz) (?:papers?|pdfs?|answers)|(?:the )?(?:final |mock |end-of-term )?exam pdf"
    r"|mark schemes?|marking schemes?|model answers|(?:mock|unseen [\w ]{1,20}?) paper)"
)
ZH_EXAM = (
    r"(?:标准答案|参考答案|答案页|(?:小测|测验|考试|试卷)的?答案|(?:期末|期中|月考|模拟|中考模拟)?(?:试卷|原卷|考卷)"
    r"|月考卷|评分细则|模拟卷)"
)

# The code that opens someone's door, held for them: a smart lock's, a key safe's, an alarm's
# (门禁密码, 智能锁密码, 钥匙盒的号码, 报警器的密码).
EN_ACCESS = (
    r"(?:(?:smart[- ]lock|door|entry|gate|key[- ]?safe|lock ?box|alarm|master|access|front door)"
    r" (?:code|pin|number|combination)s?|master pin)"
)
ZH_ACCESS = (
    r"(?:(?:门禁|智能锁|门锁|密码锁|大门|报警器|钥匙盒|钥匙箱)的?(?:密码|号码|开门码|pin码?)|开门密码"
    r"|门禁卡密码)"
)
