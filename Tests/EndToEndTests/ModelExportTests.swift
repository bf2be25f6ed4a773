import Foundation
import Testing

/// `apiref export json` end to end: the document validates against `docs/model.schema.json`
/// (Python's jsonschema, draft 2020-12), every id it links to is in it, a translation's
/// document has the translation's prose and the source's facts, and bad outputs are refused.
@Suite(.serialized) struct ModelExportTests {
    static func export(_ extra: [String]) throws -> (URL, BinaryRunner.Output) {
        let output = SiteBuildTests.temporaryOutput().appendingPathExtension("json")
        return (output, try BinaryRunner.run(["export", "json", "--output", output.path] + extra))
    }

    static let validator = """
        import json, sys
        import jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        document = json.load(open(sys.argv[2]))
        errors = list(jsonschema.Draft202012Validator(schema).iter_errors(document))
        for error in errors[:5]:
            print("invalid", "/".join(map(str, error.absolute_path)), error.message[:200])
        ids = {symbol["id"] for symbol in document["symbols"]}
        dangling = set()
        for symbol in document["symbols"]:
            named = symbol["children"] + symbol["links"] + [symbol.get("parent")]
            named += [link.get("target") for link in symbol["seeAlso"]]
            named += [link.get("target") for group in symbol["taskGroups"] for link in group["members"]]
            named += [symbol.get("deprecation", {}).get("replacement", {}).get("target")]
            dangling |= {name for name in named if name and name not in ids}
        print("symbols", len(document["symbols"]), "dangling", len(dangling), sorted(dangling)[:3])
        print("errors", len(errors))
        cell = next(s for s in document["symbols"] if s["id"] == "UIKit/UITableViewCell/accessoryType")
        print("declaration", cell["declaration"])
        print("url", cell["url"])
        print("summary", cell["summary"]["markdown"])
        print("location", cell["location"]["file"])
        print("links", " ".join(cell["links"][:2]))
        """

    @Test func theDocumentValidatesAgainstItsSchemaAndEveryLinkIsInIt() throws {
        let (output, result) = try Self.export([])
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote ") && result.stdout.hasSuffix(" symbols to \(output.path)\n"))
        let schema = BinaryRunner.repository.appendingPathComponent("docs/model.schema.json").path
        let checked = try SiteQualityTests.tool("python3", ["-c", Self.validator, schema, output.path])
        let lines = checked.stdout.split(separator: "\n").map(String.init)
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(lines.contains("errors 0"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("symbols ") && $0.contains(" dangling 0 ") }, "\(lines)")
        #expect(lines.contains("declaration @property(nonatomic) UITableViewCellAccessoryType accessoryType"))
        #expect(lines.contains("url UIKit/UITableViewCell.html#accessoryType"))
        #expect(lines.contains("location UIKit/UITableViewCell.md"))
        #expect(lines.contains("links UIKit/UITableViewCell/Cell Accessory Type UIKit/UITableViewCell/UITableViewCellAccessoryNone"))
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any]
        #expect(document?["schemaVersion"] as? Int == 2)
        #expect(document?["languages"] as? [String] == ["en", "ja"])
    }

    @Test func aTranslationHasItsProseAndTheSourcesFacts() throws {
        let (english, _) = try Self.export([])
        let (japanese, result) = try Self.export(["--lang", "ja", "--format", "json"])
        defer {
            try? FileManager.default.removeItem(at: english)
            try? FileManager.default.removeItem(at: japanese)
        }
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(summary?["language"] as? String == "ja" && summary?["schemaVersion"] as? Int == 2)
        func symbols(_ url: URL) throws -> [String: [String: Any]] {
            let document = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
            let list = document?["symbols"] as? [[String: Any]] ?? []
            return Dictionary(uniqueKeysWithValues: list.map { ($0["id"] as? String ?? "", $0) })
        }
        let en = try symbols(english)
        let ja = try symbols(japanese)
        #expect(en.count == ja.count && en.count > 600)
        let id = "UIKit/UITableViewCell/accessoryType"
        #expect(
            (ja[id]?["summary"] as? [String: Any])?["markdown"] as? String != (en[id]?["summary"] as? [String: Any])?["markdown"] as? String
        )
        #expect(((ja[id]?["summary"] as? [String: Any])?["html"] as? String)?.contains("アクセサリ") == true)
        for (key, symbol) in en {
            #expect(ja[key]?["declaration"] as? String == symbol["declaration"] as? String, "\(key)'s declaration is a fact")
        }
        let schema = BinaryRunner.repository.appendingPathComponent("docs/model.schema.json").path
        let checked = try SiteQualityTests.tool("python3", ["-c", Self.validator, schema, japanese.path])
        #expect(checked.stdout.contains("errors 0"), "\(checked.stdout)\(checked.stderr)")
    }

    @Test func standardOutputAndBadOutputs() throws {
        let piped = try BinaryRunner.run(["export", "json", "--output", "-"])
        #expect(piped.status == 0, "\(piped.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(piped.stdout.utf8)) as? [String: Any]
        #expect((document?["symbols"] as? [Any])?.count ?? 0 > 600)

        let folder = SiteBuildTests.temporaryOutput()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let onFolder = try BinaryRunner.run(["export", "json", "--output", folder.path])
        #expect(onFolder.status == 3 && onFolder.stderr.contains("is a folder"), "\(onFolder.stderr)")
        let nowhere = try BinaryRunner.run(["export", "json", "--output", folder.path + "/missing/model.json"])
        #expect(nowhere.status == 3 && nowhere.stderr.contains("no such folder"), "\(nowhere.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no temporary file left behind")
        let language = try BinaryRunner.run(["export", "json", "--output", folder.path + "/m.json", "--lang", "fr"])
        #expect(language.status == 2, "\(language.stderr)")
    }
}
