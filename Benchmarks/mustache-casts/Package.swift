// swift-tools-version:6.0
// What the dynamic casts cost that swift-mustache makes for every `{{…}}` (of each context it
// climbs and of the value it finds), on this machine's Swift runtime. Run with
// `swift run -c release --package-path Benchmarks/mustache-casts`.
import PackageDescription

let package = Package(
    name: "mustache-casts",
    dependencies: [.package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0")],
    targets: [.executableTarget(name: "mustache-casts", dependencies: [.product(name: "Mustache", package: "swift-mustache")])]
)
