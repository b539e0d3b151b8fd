"""A mode of the person's own device is not the assistant's, as vocabulary tables (zh and en).

"developer mode on my Pixel", "my phone's debug mode", "在Galaxy上打开了开发者模式", "越狱过第一台
iPhone": these tables say which sentences and clauses name a device around a mode, so that the
override rows (override/en.py, override/zh.py), the role rows (roles/markers.py) and the Chinese
injection rows (injection/zh.py) leave such a mode to the person. (Moved from
override/vocab.py as they were.) Also a device's operating system as a setting's value
("system: Ubuntu 24.04", "系统: Debian 12" in someone's dotfiles or a home server's YAML), which
the role rows read as a key, not as a speaker's label.
"""

from __future__ import annotations

__all__ = [
    "EN_DEVICE",
    "EN_DEVICES_OWN",
    "EN_DEVICE_SENTENCE",
    "EN_NOT_ON_A_DEVICE",
    "EN_NO_DEVICE_AFTER",
    "NOT_AN_OS_VALUE",
    "ZH_DEVICE",
    "ZH_NOT_ON_A_DEVICE",
    "ZH_NO_DEVICE_AFTER",
]

# A mode of the person's own device is not the assistant's: "developer mode on my Pixel", "my
# phone's debug mode", "在Galaxy上打开了开发者模式", "越狱过第一台iPhone".
EN_DEVICE = (
    r"(?:phone|iphone|android|pixel|galaxy|xiaomi|samsung|huawei|oneplus|motorola|nokia|oppo"
    r"|vivo|redmi|tablet|ipad|laptop|macbook|chromebook|thinkpad|pc|mac|computer|chrome"
    r"|firefox|safari|browser|windows|tv|console|xbox|playstation|nintendo|router|emulator"
    r"|toggle|usb|adb|device|kindle|car|fairphone|moto|xperia|honor|realme|lenovo|asus"
    r"|surface|steam deck|switch|camera|canon|nikon|sony|fujifilm|fuji|ricoh|olympus|panasonic"
    r"|lumix|leica|gopro|dji|drone)s?"
)
# A sentence that names a device around its "developer mode" ("The developer mode toggle is in
# Settings", "my mom's phone is in developer mode").
EN_DEVICE_SENTENCE = rf"(?:^|(?<=[.!?\n;:]))(?:(?!\b{EN_DEVICE}\b)[^.!?\n;:]){{0,200}}?"
EN_NO_DEVICE_AFTER = rf"(?![^.!?\n]{{0,40}}\b{EN_DEVICE}\b)"
EN_NOT_ON_A_DEVICE = (
    rf"(?! (?:(?:on|in|of|for) )?(?:(?:the|this|that|an?|my|his|her|our|their|mom's|dad's"
    rf"|\w+'s) )?(?:\w+ ){{0,2}}{EN_DEVICE}\b)"
)
# A device's own mode ("my phone's debug mode"), not anyone's ("the assistant's god mode").
EN_DEVICES_OWN = "".join(
    rf"(?<!{d}'s )"
    for d in "phone iphone android tablet ipad laptop computer pc mac device console router"
    " browser tv car".split()
)
ZH_DEVICE = (
    r"(?:iphone|ipad|ipod|手机|测试机|备用机|工作机|苹果|安卓|android|设备|平板|电脑|笔记本|浏览器|ps[2-5]|psp"
    r"|游戏机|主机|kindle|路由器|机顶盒|电视|usb|adb|模拟器|打印机|复印机|扫地机器人|洗衣机|导航仪?"
    r"|三星|华为|小米|荣耀|一加|魅族|联想|任天堂|pixel|galaxy|redmi|oneplus|xperia|macbook|thinkpad"
    r"|xbox|playstation|switch|相机|单反|微单|无人机|canon|nikon|sony|fujifilm|ricoh|gopro|dji"
    r"|佳能|尼康|索尼|富士|理光|大疆)"
)
# A clause whose start names a device ("在Galaxy上", "手机的") before what follows.
_CLAUSE = r"。！？.!?\n，,：:；;"
_ZH_DEVICE_CONTEXT = (
    rf"(?:在[^{_CLAUSE}]{{0,8}}?(?:{ZH_DEVICE}|[a-z][a-z0-9 ]{{1,15}})上|{ZH_DEVICE}|设置)"
)
ZH_NOT_ON_A_DEVICE = rf"(?:^|(?<=[{_CLAUSE}]))(?:(?!{_ZH_DEVICE_CONTEXT})[^{_CLAUSE}]){{0,80}}?"
ZH_NO_DEVICE_AFTER = rf"(?![^{_CLAUSE}]{{0,12}}?{ZH_DEVICE})"

# Operating systems, as a machine's "system" is named in a profile card, dotfiles or a home
# server's YAML.
OPERATING_SYSTEM = (
    r"(?:ubuntu|kubuntu|xubuntu|debian|fedora|arch(?: linux)?|nixos|macos|mac ?os(?: x)?|os x"
    r"|windows(?: server)?|win ?1[01]|linux(?: mint)?|mint|freebsd|openbsd|netbsd|centos"
    r"(?: stream)?|rhel|red hat(?: enterprise linux)?|rocky(?: linux)?|alma ?linux|alpine"
    r"(?: linux)?|gentoo|manjaro|pop!?_?os|opensuse(?: leap| tumbleweed)?|suse|endeavou?ros"
    r"|elementary(?: os)?|kali(?: linux)?|raspberry pi os|raspbian|chrome ?os|ios|ipados"
    r"|android|harmony ?os|鸿蒙(?:os)?|统信 ?uos|uos|deepin|深度|银河麒麟|麒麟|proxmox(?: ve)?"
    r"|truenas(?: scale| core)?|unraid|synology dsm|dsm|openwrt|esxi|void linux|zorin(?: os)?"
    r"|qubes(?: os)?|haiku|solaris)"
)
# After a "system:" label: the rest of the line is an operating system, with its version or
# edition ("Ubuntu 24.04 LTS", "Windows 11 Pro", "macOS 14 (Sonoma)"), not a message; the next
# line's key may follow it (the gate's copy that joins a line to the next).
NOT_AN_OS_VALUE = (
    rf"(?![ \t]*{OPERATING_SYSTEM}(?:[ \t]*(?:v?\d[\w.٫]*|lts|server|desktop|pro|home"
    r"|enterprise|x64|x86_64|arm64|[(（][^)）\n]{0,30}[)）])){0,4}[ \t]*(?:$|[^\s:：]{1,24}[:：]))"
)
