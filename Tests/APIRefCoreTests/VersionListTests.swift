import Testing

@testable import APIRefCore

@Suite struct VersionListTests {
    @Test func parsesSeveralPlatforms() throws {
        let list = try VersionList.parse("iOS 2.0, tvOS 9.0, Mac Catalyst 13.1").get()
        #expect(list.entries.map(\.platform) == ["iOS", "tvOS", "Mac Catalyst"])
        #expect(list.entries.map(\.version.description) == ["2.0", "9.0", "13.1"])
        #expect(list.remainder.isEmpty)
    }

    @Test func keepsTheMessageAfterTheVersions() throws {
        let list = try VersionList.parse("iOS 3.0. Use textLabel instead.").get()
        #expect(list.entries.map(\.version.description) == ["3.0"])
        #expect(list.remainder == "Use textLabel instead.")
    }

    @Test func rejectsUnknownPlatformsAndVersions() {
        #expect(throws: VersionList.Failure.self) { try VersionList.parse("iPhone OS 2.0").get() }
        #expect(throws: VersionList.Failure.self) { try VersionList.parse("iOS two").get() }
        #expect(throws: VersionList.Failure.self) { try VersionList.parse("iOS 3.x").get() }
    }

    @Test func comparesVersionsNumerically() throws {
        #expect(try #require(Version("3.2")) < #require(Version("3.10")))
        #expect(try #require(Version("3")) == #require(Version("3.0")))
    }
}

@Suite struct VersionListPlatformCaseTests {
    @Test func matchesPlatformNamesInAnyCase() throws {
        let list = try VersionList.parse("IOS 2.0, mac catalyst 13.1 and later; use the new API").get()
        #expect(list.entries.map(\.platform) == ["iOS", "Mac Catalyst"])
        #expect(list.remainder == "use the new API")
    }
}
