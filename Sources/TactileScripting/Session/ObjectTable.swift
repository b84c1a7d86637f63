/// The Swift objects Lua holds proxies for, by handle. A proxy keeps its object alive; when the
/// proxy is collected its finalizer releases the handle. Each proxy gets a fresh handle, so a
/// finalizer that runs late never releases an object a newer proxy stands for.
struct ObjectTable {
    private var objects: [Int: AnyObject] = [:]
    private var handleByObject: [ObjectIdentifier: Int] = [:]
    private var nextHandle = 1

    /// The object behind a handle.
    func object(for handle: Int) -> AnyObject? { objects[handle] }

    /// The handle of the object's current proxy, if it has had one.
    func handle(of object: AnyObject) -> Int? { handleByObject[ObjectIdentifier(object)] }

    /// A new handle for an object about to get a new proxy.
    mutating func add(_ object: AnyObject) -> Int {
        let handle = nextHandle
        nextHandle += 1
        objects[handle] = object
        handleByObject[ObjectIdentifier(object)] = handle
        return handle
    }

    /// Forgets a handle whose proxy was collected.
    mutating func release(_ handle: Int) {
        guard let object = objects.removeValue(forKey: handle) else { return }
        if handleByObject[ObjectIdentifier(object)] == handle {
            handleByObject.removeValue(forKey: ObjectIdentifier(object))
        }
    }

    /// How many objects Lua holds now.
    var count: Int { objects.count }
}
