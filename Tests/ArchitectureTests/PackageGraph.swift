import Foundation

/// The package's targets and what each depends on, read from `swift package dump-package`.
struct PackageGraph {
    /// Each target's direct dependencies, products of this package resolved to their targets.
    var dependencies: [String: [String]]
    /// The library products, each with its targets: what an app or extension outside the package links.
    var libraryProducts: [String: [String]] = [:]
    /// Each target's type (`regular`, `executable`, `test`, `system`…).
    var targetTypes: [String: String] = [:]

    /// Reads the JSON that `swift package dump-package` prints.
    init(dumpJSON data: Data) throws {
        let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        var products: [String: [String]] = [:]
        for product in root["products"] as? [[String: Any]] ?? [] {
            guard let name = product["name"] as? String else { continue }
            products[name] = product["targets"] as? [String] ?? []
            // The type is {"library": ["automatic"]} or {"executable": null}.
            if let type = product["type"] as? [String: Any], type["library"] != nil {
                libraryProducts[name] = products[name]
            }
        }
        var dependencies: [String: [String]] = [:]
        for target in root["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String else { continue }
            targetTypes[name] = target["type"] as? String
            var names: [String] = []
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                // Each dependency is {"byName": [name, condition]}, {"target": [name, condition]}
                // or {"product": [name, package, aliases, condition]}.
                for key in ["byName", "target", "product"] {
                    guard let parts = dependency[key] as? [Any], let first = parts.first as? String else { continue }
                    if key == "product", let targets = products[first], parts.count > 1, parts[1] is NSNull {
                        names += targets
                    } else {
                        names.append(first)
                    }
                }
            }
            dependencies[name] = names
        }
        self.dependencies = dependencies
    }

    /// A graph given directly.
    init(dependencies: [String: [String]], libraryProducts: [String: [String]] = [:], targetTypes: [String: String] = [:]) {
        self.dependencies = dependencies
        self.libraryProducts = libraryProducts
        self.targetTypes = targetTypes
    }

    /// The targets that depend directly on `target`.
    func dependents(of target: String) -> Set<String> {
        Set(dependencies.filter { $0.value.contains(target) }.keys)
    }

    /// Every target `target` depends on, directly or not, with one path to each.
    func closure(of target: String) -> [String: [String]] {
        var paths: [String: [String]] = [:]
        var queue: [(String, [String])] = [(target, [target])]
        while !queue.isEmpty {
            let (name, path) = queue.removeFirst()
            for dependency in dependencies[name] ?? [] where paths[dependency] == nil && dependency != target {
                paths[dependency] = path + [dependency]
                queue.append((dependency, path + [dependency]))
            }
        }
        return paths
    }
}
