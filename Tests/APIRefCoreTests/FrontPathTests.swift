import APIRefBase
import Testing

/// The strings the front makes on every cached lookup — the content folder's standardized
/// path and the page cache's key — written byte by byte for speed, against what they must
/// equal: the engine files its pages under the same strings.
struct FrontPathTests {
    @Test(arguments: [
        ("/a/b", "/a/b"),
        ("/a/./b/", "/a/b"),
        ("//a//b//", "/a/b"),
        ("/a/b/../c", "/a/c"),
        ("/a/b/../../..", "/"),
        ("/..", "/"),
        ("/", "/"),
        ("", "/"),
        ("/a/.../b", "/a/.../b"),
        ("/a/..b/.c", "/a/..b/.c"),
        ("/ドキュメント/./リファレンス/..", "/ドキュメント")
    ])
    func theStandardizedPathDropsDotsAndEmptyComponents(path: String, expected: String) {
        #expect(ContentPaths(path: path, displayPath: "").standardizedPath == expected)
    }

    @Test func theStandardizedPathAgreesWithSplittingAndJoining() {
        let components = ["a", ".", "..", "", "bc", "..d", "…"]
        var checked = 0
        for first in components {
            for second in components {
                for third in components {
                    let path = "/" + [first, second, third].joined(separator: "/")
                    var kept: [Substring] = []
                    for component in path.split(separator: "/") {
                        switch component {
                        case ".": continue
                        case "..": if !kept.isEmpty { kept.removeLast() }
                        default: kept.append(component)
                        }
                    }
                    #expect(ContentPaths(path: path, displayPath: "").standardizedPath == "/" + kept.joined(separator: "/"))
                    checked += 1
                }
            }
        }
        #expect(checked == components.count * components.count * components.count)
    }

    @Test func theKeyPrefixesEachPartWithItsLengthInBytes() {
        let key = PageCacheKey(
            words: ["UIView", "frame"], folderPath: "/c", width: 80, usesEscapes: false, language: "ja", syntax: "")
        #expect(key.text == "2:/c2:805:plain2:ja0:6:UIView5:frame")
        let japanese = PageCacheKey(
            words: ["ビュー"], folderPath: "/", width: 120, usesEscapes: true, language: "", syntax: "swift")
        #expect(japanese.text == "1:/3:1207:escapes0:5:swift9:ビュー")
    }
}

/// The hash's hex digits name the index file and each cached page: written by hand, they
/// must be what `String(_:radix:)` writes, or every index would be built again.
struct FNV1aHexTests {
    @Test(arguments: [0, 1, 0xF, 0x10, 0xABC, 0x0123_4567_89AB_CDEF, 0xFFFF_FFFF_FFFF_FFFF] as [UInt64])
    func theDigitsAreThoseOfTheStandardConversion(value: UInt64) {
        #expect(FNV1a.hex(of: value) == String(value, radix: 16))
    }

    @Test func aHashOfTextHasTheSameDigitsAsBefore() {
        var hasher = FNV1a()
        hasher.add("/work/Content")
        #expect(hasher.hex == String(hasher.value, radix: 16))
    }
}

/// The language of a locale variable, read on every lookup: found by index, it must be
/// what splitting the variable gave.
struct LocaleLanguageTests {
    @Test func theLanguageIsWhatSplittingTheLocaleGave() {
        let locales = [
            "ja_JP.UTF-8", "C.UTF-8", "C", "POSIX", "en_US@euro", "sr_RS.UTF-8@latin", ".UTF-8", ".", "", "_ja",
            "--", "zh-Hant-TW", "DE", "ja_JP@calendar=japanese", "@x", "C@x", ".C", "pt_BR", "x.y.z"
        ]
        for locale in locales {
            let name = locale.split(separator: ".", maxSplits: 1).first.map(String.init) ?? locale
            let base = name.split(separator: "@", maxSplits: 1).first.map(String.init) ?? name
            let language = base.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map { $0.lowercased() } ?? ""
            let expected = base == "C" || base == "POSIX" || language.isEmpty ? nil : language
            #expect(LanguagePreference.language(ofLocale: locale) == expected, "\(locale)")
        }
        #expect(LanguagePreference.language(ofLocale: "ja_JP.UTF-8") == "ja")
        #expect(LanguagePreference.language(ofLocale: "C.UTF-8") == nil)
    }
}
